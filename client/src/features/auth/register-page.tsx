import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { errorStatus, fieldErrors, serverMessage } from '../../shared/api/api-error';
import { ar, labels } from '../../shared/messages/ar';
import { selectIsSignedIn, sessionStarted } from '../../shared/session/session-slice';
import { Button } from '../../shared/ui/button';
import { CheckboxField, TextField } from '../../shared/ui/inputs';
import { useRegisterMutation } from './auth-api';
import { AuthLayout } from './auth-layout';
import { RoleChoice } from './role-choice';
import { registerSchema, type RegisterValues } from './schemas';

const FORM_FIELDS = ['name', 'email', 'password', 'password_confirmation', 'role'] as const;
type ServerField = (typeof FORM_FIELDS)[number];

export function RegisterPage() {
  const signedIn = useSelector(selectIsSignedIn);
  const [registerAccount] = useRegisterMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { role: 'user', name: '', email: '', password: '', password_confirmation: '', terms: false },
  });
  const role = watch('role');

  if (signedIn && !isSubmitting) return <Navigate to="/" replace />;

  const onSubmit = async ({ terms: _terms, ...values }: RegisterValues) => {
    if (values.password !== values.password_confirmation) {
      setError('password_confirmation', { message: ar.auth.passwordsMismatch }, { shouldFocus: true });
      toast.error(ar.auth.passwordsMismatch);
      return;
    }
    try {
      const session = await registerAccount(values).unwrap();
      dispatch(sessionStarted(session));
      toast.success(ar.auth.registerSuccess);
      navigate('/', { replace: true });
    } catch (error) {
      // Server messages land next to their field; any other field is listed in the toast.
      const others: string[] = [];
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        if ((FORM_FIELDS as readonly string[]).includes(field)) setError(field as ServerField, { message });
        else others.push(`${field}: ${message}`);
      }
      const unreachable = errorStatus(error) === null;
      // 403: the admin has closed sign-up; the server says so.
      const closed = errorStatus(error) === 403 ? serverMessage(error) : null;
      toast.error(unreachable ? ar.common.networkError : (closed ?? ar.auth.registerFailed), {
        description: others.join('\n') || undefined,
      });
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
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
        <RoleChoice register={register('role')} error={errors.role?.message} />
        <TextField label="الاسم الكامل" autoComplete="name" required error={errors.name?.message} {...register('name')} />
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
          autoComplete="new-password"
          required
          hint="8 أحرف على الأقل"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="تأكيد كلمة المرور"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
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
          error={errors.terms?.message}
          {...register('terms')}
        />
        <Button type="submit" size="lg" loading={isSubmitting}>
          التسجيل كـ {labels.roles[role]}
        </Button>
      </form>
    </AuthLayout>
  );
}
