import { useState, type SubmitEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorStatus, fieldErrors } from '../../shared/api/api-error';
import { ar } from '../../shared/messages/ar';
import { Button, ButtonLink } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { TextField } from '../../shared/ui/inputs';
import { notify } from '../../shared/ui/notify';
import { PageSpinner } from '../../shared/ui/spinner';
import { AuthLayout } from './auth-layout';
import { useCheckResetLinkQuery, useResetPasswordMutation } from './password-reset-api';
import { passwordResetAr } from '../../shared/messages/pages/passwordReset';

/** The mailed link's page: a new password, twice; then every old session is over and the user signs in. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; password_confirmation?: string; token?: string }>({});
  // The link is checked on arrival (not spent): a dead one says so before anything is typed. A
  // lost line does not hide the form; the reset itself then says what went wrong.
  const check = useCheckResetLinkQuery(token, { skip: !token });
  const deadLink = errors.token !== undefined || errorStatus(check.error) === 422;

  if (!token) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16">
        <EmptyState
          tone="error"
          title={passwordResetAr.linkMissing}
          action={<ButtonLink to="/forgot-password">اطلب رابطًا جديدًا</ButtonLink>}
        />
      </div>
    );
  }

  if (check.isLoading) return <PageSpinner label="جارٍ التحقق من الرابط..." />;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: typeof errors = {};
    if (password.length < 8) problems.password = ar.auth.passwordMin;
    if (!confirmation) problems.password_confirmation = ar.auth.confirmationRequired;
    else if (password !== confirmation) problems.password_confirmation = ar.auth.passwordsMismatch;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      await reset({ token, password, password_confirmation: confirmation }).unwrap();
      notify.success(passwordResetAr.done);
      void navigate('/login', { replace: true });
    } catch (error) {
      if (errorStatus(error) === 422) setErrors(fieldErrors(error));
      else notify.error(errorStatus(error) === null ? ar.common.networkError : passwordResetAr.failed);
    }
  };

  return (
    <AuthLayout
      title="تعيين كلمة مرور جديدة"
      subtitle="اختر كلمة مرور جديدة لحسابك، 8 أحرف على الأقل."
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          العودة إلى تسجيل الدخول
        </Link>
      }
    >
      {deadLink ? (
        <div role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-700">
          {passwordResetAr.linkInvalid}{' '}
          <Link to="/forgot-password" className="font-semibold underline">
            اطلب رابطًا جديدًا
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <TextField
            label="كلمة المرور الجديدة"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label="تأكيد كلمة المرور"
            type="password"
            autoComplete="new-password"
            required
            value={confirmation}
            error={errors.password_confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          <Button type="submit" size="lg" loading={isLoading}>
            حفظ كلمة المرور
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
