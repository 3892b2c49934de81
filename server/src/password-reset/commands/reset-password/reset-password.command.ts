import { Command } from '@nestjs/cqrs';

/** Sets a new password through a one-time reset link; every open session ends. */
export class ResetPassword extends Command<void> {
  constructor(
    readonly token: string,
    readonly password: string,
  ) {
    super();
  }
}
