import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { isAdmin } from '../../../shared/auth/roles';
import { metadataFor } from '../../../shared/event-metadata';
import { forbidden } from '../../../shared/http/http-errors';
import { USER_STREAM, UserRoleRemoved } from '../../domain/user.events';
import { assertAdminsRemain } from '../admins-remain';
import { loadAccount } from '../load-account';
import { RemoveRole } from './remove-role.command';

@CommandHandler(RemoveRole)
export class RemoveRoleHandler extends RetryingCommandHandler<RemoveRole> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, userId, role }: RemoveRole): Promise<void> {
    if (!isAdmin(actor)) throw forbidden();
    const { state, version } = await loadAccount(this.store, userId);
    if (!state.roles.includes(role)) return;
    const removed: UserRoleRemoved = { type: 'UserRoleRemoved', data: { role } };
    await this.store.append(
      { streamType: USER_STREAM, streamId: userId, expectedVersion: version, events: [removed] },
      metadataFor(actor),
      { alsoInTransaction: role === 'admin' ? (m) => assertAdminsRemain(m) : undefined },
    );
  }
}
