import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { isAdmin } from '../../../shared/auth/roles';
import { metadataFor } from '../../../shared/event-metadata';
import { forbidden } from '../../../shared/http/http-errors';
import { USER_STREAM, UserRoleAssigned } from '../../domain/user.events';
import { loadAccount } from '../load-account';
import { AssignRole } from './assign-role.command';

@CommandHandler(AssignRole)
export class AssignRoleHandler extends RetryingCommandHandler<AssignRole> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, userId, role }: AssignRole): Promise<void> {
    if (!isAdmin(actor)) throw forbidden();
    const { state, version } = await loadAccount(this.store, userId);
    if (state.roles.includes(role)) return;
    const assigned: UserRoleAssigned = { type: 'UserRoleAssigned', data: { role } };
    await this.store.append(
      { streamType: USER_STREAM, streamId: userId, expectedVersion: version, events: [assigned] },
      metadataFor(actor),
    );
  }
}
