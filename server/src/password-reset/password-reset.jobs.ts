/** The `mail` queue's job that emails a reset link; the worker makes the link (see PasswordResetMailProcessor). */
export const PASSWORD_RESET_MAIL_JOB = 'password-reset';

/** Only the address travels through Redis: the token is made, stored hashed and mailed by the worker. */
export interface PasswordResetMailJob {
  email: string;
}
