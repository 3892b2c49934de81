import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate, type To } from 'react-router-dom';
import { toast } from 'sonner';
import { errorStatus, serverMessage } from '../../shared/api/api-error';
import { ar } from '../../shared/messages/ar';
import { sessionStarted } from '../../shared/session/session-slice';
import { Button } from '../../shared/ui/button';
import { CheckboxField, TextField } from '../../shared/ui/inputs';
import { useLoginMutation } from './auth-api';
import { AuthLayout } from './auth-layout';
import { loginSchema, type LoginValues } from './schemas';

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

export function LoginPage() {
  const [login] = useLoginMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = async (values: LoginValues) => {
    try {
      const session = await login(values).unwrap();
      dispatch(sessionStarted(session));
      toast.success(ar.auth.loginSuccess);
      navigate(returnTarget(location.state), { replace: true });
    } catch (error) {
      // 429 (too many attempts) and 403 (suspended account) explain themselves better than the generic text.
      const status = errorStatus(error);
      const explained = status === 429 || status === 403 ? serverMessage(error) : null;
      // No HTTP status: the server was not reached, so "check your credentials" would mislead.
      toast.error(explained ?? (status === null ? ar.common.networkError : ar.auth.loginFailed));
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
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
        <TextField
          label="البريد الإلكتروني"
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="كلمة المرور"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField label="تذكرني" {...register('remember')} />
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
