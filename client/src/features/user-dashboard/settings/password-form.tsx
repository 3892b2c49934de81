import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { fieldErrors } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/inputs';
import { useChangePasswordMutation } from '../account-api';
import { passwordSchema, type PasswordValues } from './schemas';
import { SettingsCard } from './settings-card';
import { arm } from '../../../shared/messages/ar-manage';

const EMPTY: PasswordValues = { current_password: '', password: '', password_confirmation: '' };

/** Needs the current password; the server signs out every other device. */
export function PasswordForm() {
  const [change] = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ resolver: zodResolver(passwordSchema), defaultValues: EMPTY });

  const onSubmit = async (values: PasswordValues) => {
    try {
      await change(values).unwrap();
      reset(EMPTY);
      toast.success(arm.account.passwordChanged);
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [field, message] of Object.entries(fields)) {
        if (field in EMPTY) setError(field as keyof PasswordValues, { message });
      }
      toast.error(Object.values(fields)[0] ?? arm.account.passwordFailed);
    }
  };

  return (
    <SettingsCard id="password-settings" title="تغيير كلمة المرور" description="سيُسجَّل خروجك من جميع الأجهزة الأخرى.">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-3" aria-label="تغيير كلمة المرور">
        <TextField
          label="كلمة المرور الحالية"
          type="password"
          autoComplete="current-password"
          required
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <TextField
          label="كلمة المرور الجديدة"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="تأكيد كلمة المرور الجديدة"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <div className="flex justify-end sm:col-span-3">
          <Button type="submit" loading={isSubmitting}>
            تغيير كلمة المرور
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
