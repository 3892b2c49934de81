import { CommandHandler } from '@nestjs/cqrs';
import { loadAggregate } from '../../../event-store/aggregate';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { EventStore } from '../../../event-store/event-store.service';
import { StreamWrite } from '../../../event-store/event.types';
import { isAdmin } from '../../../shared/auth/roles';
import { metadataFor } from '../../../shared/event-metadata';
import { forbidden, notFound } from '../../../shared/http/http-errors';
import { USER_STREAM, UserDeleted } from '../../domain/user.events';
import { evolveUser, initialUserState } from '../../domain/user.state';
import { AccountClosureSteps } from '../../account-closure';
import { assertAdminsRemain } from '../admins-remain';
import { DeleteAccount } from './delete-account.command';

/**
 * One atomic append: what every context removes with the account (its cars, …) and the account
 * itself; in the same transaction the password hash and sessions go (a deleted user's token is a 401).
 */
@CommandHandler(DeleteAccount)
export class DeleteAccountHandler extends RetryingCommandHandler<DeleteAccount> {
  constructor(
    private readonly store: EventStore,
    private readonly closure: AccountClosureSteps,
  ) {
    super();
  }

  protected async decide({ actor, userId }: DeleteAccount): Promise<void> {
    if (actor.id !== userId && !isAdmin(actor)) throw forbidden();
    const { state, version } = await loadAggregate(this.store, USER_STREAM, userId, evolveUser, initialUserState);
    if (!state.exists || state.deleted) throw notFound();

    const writes: StreamWrite[] = await this.closure.writesFor(userId);
    const deleted: UserDeleted = { type: 'UserDeleted', data: { by: actor.id === userId ? 'self' : 'admin' } };
    writes.push({ streamType: USER_STREAM, streamId: userId, expectedVersion: version, events: [deleted] });

    await this.store.appendMany(writes, metadataFor(actor), {
      alsoInTransaction: async (m) => {
        await m.query(`DELETE FROM public.user_credentials WHERE user_id = $1`, [userId]);
        await m.query(`DELETE FROM public.auth_tokens WHERE user_id = $1`, [userId]);
        if (state.roles.includes('admin')) await assertAdminsRemain(m);
      },
    });
  }
}
