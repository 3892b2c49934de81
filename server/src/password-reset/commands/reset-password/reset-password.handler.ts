import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PasswordHasher } from '../../../auth/password-hasher';
import { CommandStreams } from '../../../event-store/command-streams';
import { TokenService } from '../../../shared/auth/token.service';
import { DomainError } from '../../../shared/domain-error';
import { metadataFor } from '../../../shared/event-metadata';
import { UserEvent } from '../../../users/domain/user.events';
import { latestRole, USER, UserState } from '../../../users/domain/user.state';
import { ResetTokens } from '../../reset-tokens';
import { ResetPassword } from './reset-password.command';

/** The link names no live account, or was spent meanwhile (then everything rolls back). */
export class InvalidResetLink extends DomainError {
  constructor() {
    super('invalid', 'passwordReset.invalidLink', { field: 'token' });
  }
}

/** A reset sets a new password on a live account. */
export function resetPassword(state: UserState): UserEvent[] {
  if (!state.exists || state.deleted) throw new InvalidResetLink();
  return [{ type: 'UserPasswordChanged', data: { via: 'reset' } }];
}

/**
 * The event says only that the password changed and how; the new hash, the spent link and the
 * revoked sessions are written in the same transaction, outside the log.
 */
@CommandHandler(ResetPassword)
export class ResetPasswordHandler implements ICommandHandler<ResetPassword> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly links: ResetTokens,
    private readonly hasher: PasswordHasher,
    private readonly sessions: TokenService,
  ) {}

  async execute({ token, password }: ResetPassword): Promise<void> {
    const userId = await this.links.holder(token);
    if (userId === null) throw new InvalidResetLink();
    const passwordHash = await this.hasher.hash(password);
    const metadata = (user: UserState) => metadataFor({ id: userId, latestRole: latestRole(user.roles) });
    await this.streams.handle(USER, userId, metadata, (user) => ({
      events: resetPassword(user),
      alsoInTransaction: async (m) => {
        if (!(await this.links.spend(token, userId, m))) throw new InvalidResetLink();
        await m.query(`UPDATE public.user_credentials SET password_hash = $2, updated_at = now() WHERE user_id = $1`, [
          userId,
          passwordHash,
        ]);
        await this.sessions.revokeAllForUser(userId, m);
      },
    }));
  }
}
