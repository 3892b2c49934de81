import { useState, type SubmitEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { errorStatus, fieldErrors, serverMessage } from '../../shared/api/api-error';
import { fieldErrorLine } from '../../shared/api/field-error-lines';
import { ar } from '../../shared/messages/ar';
import { notify } from '../../shared/ui/notify';
import { selectIsSignedIn, sessionStarted } from '../../shared/session/session-slice';
import { Button } from '../../shared/ui/button';
import { CheckboxField, TextField } from '../../shared/ui/inputs';
import { useRegisterMutation } from './auth-api';
import { AuthLayout } from './auth-layout';
import { RoleChoice } from './role-choice';
import { registerProblems, type Problems, type RegisterValues } from './schemas';

const FORM_FIELDS = ['name', 'email', 'password', 'password_confirmation', 'role'] as const;
/** One failure notice at a time, taken back when the form is sent again. */
const FAILURE = 'register-failure';

/** The button names the account being made: «إنشاء حساب مستخدم», not «التسجيل كـ مستخدم/زبون». */
const SIGN_UP_AS = { user: 'مستخدم', shop_manager: 'بائع', workshop: 'صاحب ورشة' } as const;
export function RegisterPage() {
  const signedIn = useSelector(selectIsSignedIn);
  const [registerAccount] = useRegisterMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterValues>({
    role: 'user',
    name: '',
    email: '',
    password: '',
    password_confirmation: '',
    terms: false,
  });
  const [errors, setErrors] = useState<Problems<keyof RegisterValues>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const set = <K extends keyof RegisterValues>(key: K, value: RegisterValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const role = values.role;

  if (signedIn && !isSubmitting) return <Navigate to="/" replace />;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    notify.dismiss(FAILURE);
    const problems = registerProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const { terms: _terms, ...account } = values;
    if (account.password !== account.password_confirmation) {
      setErrors({ password_confirmation: ar.auth.passwordsMismatch });
      notify.error(ar.auth.passwordsMismatch, { id: FAILURE });
      return;
    }
    setSubmitting(true);
    try {
      const session = await registerAccount(account).unwrap();
      dispatch(sessionStarted(session));
      notify.success(ar.auth.registerSuccess);
      void navigate('/', { replace: true });
    } catch (error) {
      // Server messages land next to their field; any other field is listed in the toast.
      const others: string[] = [];
      const byField: Problems<keyof RegisterValues> = {};
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        if ((FORM_FIELDS as readonly string[]).includes(field)) byField[field as keyof RegisterValues] = message;
        else others.push(fieldErrorLine(field, message));
      }
      setErrors(byField);
      const unreachable = errorStatus(error) === null;
      // 403: the admin has closed sign-up; the server says so.
      const closed = errorStatus(error) === 403 ? serverMessage(error) : null;
      notify.error(unreachable ? ar.common.networkError : (closed ?? ar.auth.registerFailed), {
        description: others.join('\n') || undefined,
        id: FAILURE,
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title="إنشاء حساب جديد"
      subtitle="انضم إلى سيّارة وابدأ ببيع سيارتك أو إدارة متجرك أو ورشتك."
      footer={
        <>
          لديك حساب بالفعل؟{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            سجّل الدخول
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <RoleChoice value={values.role} onChange={(next) => set('role', next)} error={errors.role} />
        <TextField
          label="الاسم الكامل"
          autoComplete="name"
          required
          error={errors.name}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          label="البريد الإلكتروني"
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          error={errors.email}
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
        />
        <TextField
          label="كلمة المرور"
          type="password"
          autoComplete="new-password"
          required
          hint="8 أحرف على الأقل"
          error={errors.password}
          value={values.password}
          onChange={(event) => set('password', event.target.value)}
        />
        <TextField
          label="تأكيد كلمة المرور"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation}
          value={values.password_confirmation}
          onChange={(event) => set('password_confirmation', event.target.value)}
        />
        <CheckboxField
          label={
            <>
              أوافق على{' '}
              <Link to="/terms" className="font-semibold text-brand-700 hover:underline">
                الشروط والأحكام
              </Link>{' '}
              و
              <Link to="/privacy" className="font-semibold text-brand-700 hover:underline">
                سياسة الخصوصية
              </Link>
            </>
          }
          error={errors.terms}
          checked={values.terms}
          onChange={(event) => set('terms', event.target.checked)}
        />
        <Button type="submit" size="lg" loading={isSubmitting}>
          إنشاء حساب {SIGN_UP_AS[role]}
        </Button>
      </form>
    </AuthLayout>
  );
}
