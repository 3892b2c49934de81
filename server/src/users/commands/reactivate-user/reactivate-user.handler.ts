import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { isAdmin } from '../../../shared/auth/roles';
import { metadataFor } from '../../../shared/event-metadata';
import { forbidden } from '../../../shared/http/http-errors';
import { USER_STREAM, UserReactivated } from '../../domain/user.events';
import { loadAccount } from '../load-account';
import { ReactivateUser } from './reactivate-user.command';

@CommandHandler(ReactivateUser)
export class ReactivateUserHandler extends RetryingCommandHandler<ReactivateUser> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, userId }: ReactivateUser): Promise<void> {
    if (!isAdmin(actor)) throw forbidden();
    const { state, version } = await loadAccount(this.store, userId);
    if (state.status === 'active') return;
    const reactivated: UserReactivated = { type: 'UserReactivated', data: {} };
    await this.store.append(
      { streamType: USER_STREAM, streamId: userId, expectedVersion: version, events: [reactivated] },
      metadataFor(actor),
    );
  }
}
