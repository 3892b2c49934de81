import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { fieldErrors } from '../../shared/api/api-error';
import { ASSIGNABLE_ROLES, type ManagedUser, type Role } from '../../shared/domain/user';
import { ar, labels } from '../../shared/messages/ar';
import { Button } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import { SelectField, TextField } from '../../shared/ui/inputs';
import { useAssignRoleMutation, useUpdateUserMutation } from './users-api';
import { arm } from '../../shared/messages/ar-manage';

/** The role dialog: 'تعيين' stays off until a role the user does not hold is chosen. */
export function AssignRoleDialog({ user, onClose }: { user: ManagedUser | null; onClose: () => void }) {
  const [assign, { isLoading }] = useAssignRoleMutation();
  const [role, setRole] = useState<Role | ''>('');
  const options = ASSIGNABLE_ROLES.filter((r) => !user?.roles.includes(r)).map((r) => ({ value: r, label: labels.roles[r] }));

  const close = () => {
    setRole('');
    onClose();
  };

  const submit = async () => {
    if (!user || !role) return;
    try {
      await assign({ id: user.id, role }).unwrap();
      toast.success(arm.admin.roleAssigned);
      close();
    } catch {
      toast.error(arm.admin.roleAssignFailed);
    }
  };

  return (
    <Dialog open={user !== null} title={user ? `تعيين دور للمستخدم «${user.name}»` : ''} busy={isLoading} onClose={close}>
      <SelectField
        label="الدور"
        options={options}
        placeholder="اختر الدور"
        value={role}
        onChange={(event) => setRole(event.target.value as Role | '')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={close} disabled={isLoading}>
          {ar.common.cancel}
        </Button>
        <Button onClick={submit} disabled={!role} loading={isLoading}>
          تعيين
        </Button>
      </div>
    </Dialog>
  );
}

const userSchema = z.object({
  name: z.string().trim().min(2, arm.account.nameRequired).max(100, arm.account.nameRequired),
  email: z.email(ar.auth.emailInvalid),
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9 ]{7,20})?$/, arm.account.phoneInvalid),
});
type UserValues = z.infer<typeof userSchema>;

/** Name, email and phone of any account; the server's 422s land on their fields. */
export function EditUserDialog({ user, onClose }: { user: ManagedUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} title="تعديل بيانات المستخدم" onClose={onClose}>
      {user && <EditUserForm key={user.id} user={user} onClose={onClose} />}
    </Dialog>
  );
}

function EditUserForm({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const [update] = useUpdateUserMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UserValues>({
    resolver: zodResolver(userSchema),
    defaultValues: { name: user.name, email: user.email, phone: user.phone ?? '' },
  });

  const onSubmit = async (values: UserValues) => {
    try {
      await update({ id: user.id, ...values }).unwrap();
      toast.success(arm.admin.userUpdated);
      onClose();
    } catch (error) {
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        if (field === 'name' || field === 'email' || field === 'phone') setError(field, { message });
      }
      toast.error(arm.admin.userUpdateFailed);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-label="تعديل بيانات المستخدم">
      <TextField label="الاسم" required error={errors.name?.message} {...register('name')} />
      <TextField label="البريد الإلكتروني" type="email" dir="ltr" required error={errors.email?.message} {...register('email')} />
      <TextField label="رقم الهاتف (اختياري)" type="tel" dir="ltr" error={errors.phone?.message} {...register('phone')} />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
          {ar.common.cancel}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          حفظ
        </Button>
      </div>
    </form>
  );
}
