import { CommandHandler } from '@nestjs/cqrs';
import { PasswordHasher } from '../../../auth/password-hasher';
import { loadAggregate } from '../../../event-store/aggregate';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { TokenService } from '../../../shared/auth/token.service';
import { metadataFor } from '../../../shared/event-metadata';
import { invalidField } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { USER_STREAM, UserPasswordChanged } from '../../../users/domain/user.events';
import { evolveUser, initialUserState, latestRole } from '../../../users/domain/user.state';
import { ResetTokens } from '../../reset-tokens';
import { ResetPassword } from './reset-password.command';

/** Thrown inside the transaction when the link was spent meanwhile: everything rolls back. */
class LinkAlreadyUsed extends Error {}

/**
 * The event says only that the password changed and how; the new hash, the spent link and the
 * revoked sessions are written in the same transaction, outside the log.
 */
@CommandHandler(ResetPassword)
export class ResetPasswordHandler extends RetryingCommandHandler<ResetPassword> {
  constructor(
    private readonly store: EventStore,
    private readonly links: ResetTokens,
    private readonly hasher: PasswordHasher,
    private readonly sessions: TokenService,
  ) {
    super();
  }

  protected async decide({ token, password }: ResetPassword): Promise<void> {
    const invalidLink = invalidField('token', AR.passwordReset.invalidLink);
    const userId = await this.links.holder(token);
    if (userId === null) throw invalidLink;
    const { state, version } = await loadAggregate(this.store, USER_STREAM, userId, evolveUser, initialUserState);
    if (!state.exists || state.deleted) throw invalidLink;
    const passwordHash = await this.hasher.hash(password);
    const changed: UserPasswordChanged = { type: 'UserPasswordChanged', data: { via: 'reset' } };
    try {
      await this.store.append(
        { streamType: USER_STREAM, streamId: userId, expectedVersion: version, events: [changed] },
        metadataFor({ id: userId, latestRole: latestRole(state.roles) }),
        {
          alsoInTransaction: async (m) => {
            if (!(await this.links.spend(token, userId, m))) throw new LinkAlreadyUsed();
            await m.query(`UPDATE public.user_credentials SET password_hash = $2, updated_at = now() WHERE user_id = $1`, [
              userId,
              passwordHash,
            ]);
            await this.sessions.revokeAllForUser(userId, m);
          },
        },
      );
    } catch (error) {
      if (error instanceof LinkAlreadyUsed) throw invalidLink;
      throw error;
    }
  }
}
