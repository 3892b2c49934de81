import { z } from 'zod';
import { ar } from '../../shared/messages/ar';

const email = z.string().trim().min(1, ar.auth.emailRequired).pipe(z.email(ar.auth.emailInvalid));

export const loginSchema = z.object({
  email,
  password: z.string().min(1, ar.auth.passwordRequired),
  remember: z.boolean(),
});

export type LoginValues = z.infer<typeof loginSchema>;

export const REGISTER_ROLES = ['user', 'shop_manager', 'workshop'] as const;

/** The password match is checked in the page, so a mismatch can show the spec's notice and send nothing. */
export const registerSchema = z.object({
  role: z.enum(REGISTER_ROLES, { error: ar.auth.roleRequired }),
  name: z.string().trim().min(1, ar.auth.nameRequired),
  email,
  password: z.string().min(1, ar.auth.passwordRequired).min(8, ar.auth.passwordMin),
  password_confirmation: z.string().min(1, ar.auth.confirmationRequired),
  terms: z.boolean().refine((accepted) => accepted, ar.auth.termsRequired),
});

export type RegisterValues = z.infer<typeof registerSchema>;
