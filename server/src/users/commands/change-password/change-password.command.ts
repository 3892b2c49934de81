import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/**
 * The signed-in user sets a new password, proving the current one. Every other session ends;
 * the one making the request (`keepSession`, a token hash) stays signed in.
 */
export class ChangePassword extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly currentPassword: string,
    readonly newPassword: string,
    readonly keepSession: Buffer | undefined,
  ) {
    super();
  }
}
