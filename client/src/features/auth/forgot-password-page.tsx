import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorStatus, serverMessage } from '../../shared/api/api-error';
import { isEmail } from '../../shared/forms/email';
import { ar } from '../../shared/messages/ar';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/inputs';
import { AuthLayout } from './auth-layout';
import { useForgotPasswordMutation } from './password-reset-api';

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isEmail(email)) {
      setError(email.trim() ? ar.auth.emailInvalid : ar.auth.emailRequired);
      return;
    }
    setError(undefined);
    try {
      setDone((await forgot({ email: email.trim() }).unwrap()).message);
    } catch (failure) {
      const status = errorStatus(failure);
      setError(status === null ? ar.common.networkError : (serverMessage(failure) ?? ar.common.unexpectedError));
    }
  };

  return (
    <AuthLayout
      title="استعادة كلمة المرور"
      subtitle="أدخل بريدك الإلكتروني وسنرسل لك رابطًا لتعيين كلمة مرور جديدة."
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          العودة إلى تسجيل الدخول
        </Link>
      }
    >
      {done ? (
        <div role="status" className="flex flex-col gap-3 text-center">
          <p className="text-lg font-bold text-emerald-800">تحقق من بريدك</p>
          <p className="leading-7 text-slate-700">{done}</p>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <TextField
            label="البريد الإلكتروني"
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            value={email}
            error={error}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" size="lg" loading={isLoading}>
            أرسل رابط الاستعادة
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
