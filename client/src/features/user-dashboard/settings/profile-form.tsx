import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { fieldErrors } from '../../../shared/api/api-error';
import type { User } from '../../../shared/domain/user';
import { labels } from '../../../shared/messages/ar';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/inputs';
import { useUpdateMeMutation } from '../account-api';
import { profileSchema, type ProfileValues } from './schemas';
import { SettingsCard } from './settings-card';
import { arm } from '../../../shared/messages/ar-manage';

/** Name and phone: the phone is the number buyers reveal on the seller's car pages. */
export function ProfileForm({ user }: { user: User }) {
  const [update] = useUpdateMeMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: user.name, phone: user.phone ?? '' },
  });

  const onSubmit = async (values: ProfileValues) => {
    try {
      const saved = await update(values).unwrap();
      reset({ name: saved.name, phone: saved.phone ?? '' });
      toast.success(arm.account.profileSaved);
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [field, message] of Object.entries(fields)) {
        if (field === 'name' || field === 'phone') setError(field, { message });
      }
      toast.error(arm.account.profileFailed);
    }
  };

  return (
    <SettingsCard
      id="profile-settings"
      title="معلومات الحساب"
      description={`نوع الحساب: ${user.roles.map((r) => labels.roles[r]).join('، ')}`}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2" aria-label="معلومات الحساب">
        <TextField label="الاسم الكامل" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField
          label="البريد الإلكتروني"
          type="email"
          dir="ltr"
          value={user.email}
          readOnly
          disabled
          hint="للتغيير تواصل مع الإدارة"
        />
        <TextField
          label="رقم الهاتف (اختياري)"
          type="tel"
          dir="ltr"
          autoComplete="tel"
          placeholder="مثال: 0944 123 456"
          hint="يظهر للمشترين في صفحات سياراتك"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <div className="flex items-end justify-end sm:col-span-2">
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            حفظ التغييرات
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
