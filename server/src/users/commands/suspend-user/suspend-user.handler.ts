import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { isAdmin } from '../../../shared/auth/roles';
import { metadataFor } from '../../../shared/event-metadata';
import { conflict, forbidden } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { USER_STREAM, UserSuspended } from '../../domain/user.events';
import { assertAdminsRemain } from '../admins-remain';
import { loadAccount } from '../load-account';
import { SuspendUser } from './suspend-user.command';

@CommandHandler(SuspendUser)
export class SuspendUserHandler extends RetryingCommandHandler<SuspendUser> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, userId }: SuspendUser): Promise<void> {
    if (!isAdmin(actor)) throw forbidden();
    if (actor.id === userId) throw conflict(AR.users.suspendSelf);
    const { state, version } = await loadAccount(this.store, userId);
    if (state.status === 'suspended') return;
    const suspended: UserSuspended = { type: 'UserSuspended', data: {} };
    await this.store.append(
      { streamType: USER_STREAM, streamId: userId, expectedVersion: version, events: [suspended] },
      metadataFor(actor),
      { alsoInTransaction: state.roles.includes('admin') ? (m) => assertAdminsRemain(m) : undefined },
    );
  }
}
