import { CommandHandler } from '@nestjs/cqrs';
import { isUniqueViolation } from '../../../database/pg-errors';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { isAdmin } from '../../../shared/auth/roles';
import { metadataFor } from '../../../shared/event-metadata';
import { forbidden, invalidField } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { USER_STREAM, UserProfileUpdated } from '../../domain/user.events';
import { loadAccount } from '../load-account';
import { UpdateProfile } from './update-profile.command';

@CommandHandler(UpdateProfile)
export class UpdateProfileHandler extends RetryingCommandHandler<UpdateProfile> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, userId, changes }: UpdateProfile): Promise<void> {
    if (actor.id !== userId && !isAdmin(actor)) throw forbidden();
    const { state, version } = await loadAccount(this.store, userId);
    // Only what really changes goes into the event.
    const data: UserProfileUpdated['data'] = {};
    if (changes.name !== undefined && changes.name !== state.name) data.name = changes.name;
    if (changes.email !== undefined && changes.email !== state.email) data.email = changes.email;
    if (changes.phone !== undefined && (changes.phone || null) !== state.phone) data.phone = changes.phone || null;
    if (Object.keys(data).length === 0) return;
    const updated: UserProfileUpdated = { type: 'UserProfileUpdated', data };
    try {
      await this.store.append(
        { streamType: USER_STREAM, streamId: userId, expectedVersion: version, events: [updated] },
        metadataFor(actor),
      );
    } catch (error) {
      // The read model's unique index on lower(email) is the race-free check.
      if (isUniqueViolation(error, 'users_email_uq')) throw invalidField('email', AR.auth.emailTaken);
      throw error;
    }
  }
}
