import { CommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../../auth/password-hasher';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { TokenService } from '../../../shared/auth/token.service';
import { metadataFor } from '../../../shared/event-metadata';
import { invalidField } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { USER_STREAM, UserPasswordChanged } from '../../domain/user.events';
import { loadAccount } from '../load-account';
import { ChangePassword } from './change-password.command';

@CommandHandler(ChangePassword)
export class ChangePasswordHandler extends RetryingCommandHandler<ChangePassword> {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
  ) {
    super();
  }

  protected async decide({ actor, currentPassword, newPassword, keepSession }: ChangePassword): Promise<void> {
    const { version } = await loadAccount(this.store, actor.id);
    const rows: Array<{ password_hash: string }> = await this.dataSource.query(
      `SELECT password_hash FROM public.user_credentials WHERE user_id = $1`,
      [actor.id],
    );
    // A 422 on the field, not a 401: the session is fine, the proof is not.
    if (!(await this.hasher.verify(rows[0]?.password_hash ?? null, currentPassword))) {
      throw invalidField('current_password', AR.users.currentPassword);
    }
    if (currentPassword === newPassword) throw invalidField('password', AR.users.samePassword);
    const hash = await this.hasher.hash(newPassword);
    const changed: UserPasswordChanged = { type: 'UserPasswordChanged', data: { via: 'settings' } };
    await this.store.append(
      { streamType: USER_STREAM, streamId: actor.id, expectedVersion: version, events: [changed] },
      metadataFor(actor),
      {
        // The hash never enters the log; it changes in the same transaction as the marker event.
        alsoInTransaction: async (m) => {
          await m.query(`UPDATE public.user_credentials SET password_hash = $2, updated_at = now() WHERE user_id = $1`, [
            actor.id,
            hash,
          ]);
          await this.tokens.revokeAllForUser(actor.id, m, keepSession);
        },
      },
    );
  }
}
