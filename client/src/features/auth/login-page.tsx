import { useState, type SubmitEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate, type To } from 'react-router-dom';

import { errorStatus, serverMessage } from '../../shared/api/api-error';
import { baseApi } from '../../shared/api/base-api';
import { ar } from '../../shared/messages/ar';
import { notify } from '../../shared/ui/notify';
import { sessionStarted } from '../../shared/session/session-slice';
import { Button } from '../../shared/ui/button';
import { CheckboxField, TextField } from '../../shared/ui/inputs';
import { useLoginMutation } from './auth-api';
import { AuthLayout } from './auth-layout';
import { loginProblems, type LoginValues, type Problems } from './schemas';

/** Where the guard sent the user from; never back to the auth pages themselves. */
function returnTarget(state: unknown): To {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object' && 'pathname' in from) {
    const { pathname, search = '', hash = '' } = from as { pathname: string; search?: string; hash?: string };
    if (!['/login', '/register'].includes(pathname)) return { pathname, search, hash };
  }
  return '/';
}

/** One failure notice at a time, taken back when the form is sent again. */
const FAILURE = 'login-failure';

export function LoginPage() {
  const [login] = useLoginMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', remember: false });
  const [errors, setErrors] = useState<Problems<keyof LoginValues>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    notify.dismiss(FAILURE);
    const problems = loginProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSubmitting(true);
    try {
      const session = await login(values).unwrap();
      // Lists fetched as a visitor know nothing of this account's favourites: start afresh.
      dispatch(baseApi.util.resetApiState());
      dispatch(sessionStarted(session));
      notify.success(ar.auth.loginSuccess);
      void navigate(returnTarget(location.state), { replace: true });
    } catch (error) {
      // 429 (too many attempts) and 403 (suspended account) explain themselves better than the generic text.
      const status = errorStatus(error);
      const explained = status === 429 || status === 403 ? serverMessage(error) : null;
      // No HTTP status: the server was not reached, so "check your credentials" would mislead.
      notify.error(explained ?? (status === null ? ar.common.networkError : ar.auth.loginFailed), { id: FAILURE });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title="تسجيل الدخول"
      subtitle="أهلًا بعودتك! سجّل دخولك لإدارة سياراتك وإعلاناتك."
      footer={
        <>
          ليس لديك حساب؟{' '}
          <Link to="/register" className="font-semibold text-brand-700 hover:underline">
            أنشئ حسابًا جديدًا
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField
          label="البريد الإلكتروني"
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          error={errors.email}
          value={values.email}
          onChange={(event) => setValues((v) => ({ ...v, email: event.target.value }))}
        />
        <TextField
          label="كلمة المرور"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
          value={values.password}
          onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField
            label="تذكرني"
            checked={values.remember}
            onChange={(event) => setValues((v) => ({ ...v, remember: event.target.checked }))}
          />
          <Link to="/forgot-password" className="text-sm font-semibold text-brand-700 hover:underline">
            نسيت كلمة المرور؟
          </Link>
        </div>
        <Button type="submit" size="lg" loading={isSubmitting}>
          تسجيل الدخول
        </Button>
      </form>
    </AuthLayout>
  );
}
