import { z } from 'zod';
import { ar } from '../../../shared/messages/ar';
import { arm } from '../../../shared/messages/ar-manage';

// The same rules as the server's (UpdateMeDto, ChangePasswordDto), with its messages.

export const profileSchema = z.object({
  name: z.string().trim().min(2, arm.account.nameRequired).max(100, arm.account.nameRequired),
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9 ]{7,20})?$/, arm.account.phoneInvalid),
});
export type ProfileValues = z.infer<typeof profileSchema>;

export const passwordSchema = z
  .object({
    current_password: z.string().min(1, arm.account.currentPasswordRequired),
    password: z.string().min(8, ar.auth.passwordMin).max(200, ar.auth.passwordMin),
    password_confirmation: z.string(),
  })
  .refine((values) => values.password === values.password_confirmation, {
    error: ar.auth.passwordsMismatch,
    path: ['password_confirmation'],
    when: () => true,
  });
export type PasswordValues = z.infer<typeof passwordSchema>;
