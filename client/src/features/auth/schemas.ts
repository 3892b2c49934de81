import { isEmail } from '../../shared/forms/email';
import { ar } from '../../shared/messages/ar';

// Plain checks rather than a schema library: the sign-in pages are public, and a
// validation library would more than double what they load before first paint.

export type Problems<K extends string> = Partial<Record<K, string>>;

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

function emailProblem(email: string): string | undefined {
  if (!email.trim()) return ar.auth.emailRequired;
  return isEmail(email) ? undefined : ar.auth.emailInvalid;
}

export function loginProblems(values: LoginValues): Problems<keyof LoginValues> {
  const problems: Problems<keyof LoginValues> = {};
  const email = emailProblem(values.email);
  if (email) problems.email = email;
  if (!values.password) problems.password = ar.auth.passwordRequired;
  return problems;
}

export const REGISTER_ROLES = ['user', 'shop_manager', 'workshop'] as const;
export type RegisterRole = (typeof REGISTER_ROLES)[number];

export interface RegisterValues {
  role: RegisterRole;
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
}

/** The password match is checked apart, so a mismatch can show the spec's notice and send nothing. */
export function registerProblems(values: RegisterValues): Problems<keyof RegisterValues> {
  const problems: Problems<keyof RegisterValues> = {};
  if (!REGISTER_ROLES.includes(values.role)) problems.role = ar.auth.roleRequired;
  if (!values.name.trim()) problems.name = ar.auth.nameRequired;
  const email = emailProblem(values.email);
  if (email) problems.email = email;
  if (!values.password) problems.password = ar.auth.passwordRequired;
  else if (values.password.length < 8) problems.password = ar.auth.passwordMin;
  if (!values.password_confirmation) problems.password_confirmation = ar.auth.confirmationRequired;
  if (!values.terms) problems.terms = ar.auth.termsRequired;
  return problems;
}
