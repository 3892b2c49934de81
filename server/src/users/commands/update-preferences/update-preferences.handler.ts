import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { metadataFor } from '../../../shared/event-metadata';
import { USER_STREAM, UserPreferencesUpdated } from '../../domain/user.events';
import { DEFAULT_PREFERENCES } from '../../domain/preferences';
import { loadAccount } from '../load-account';
import { UpdatePreferences } from './update-preferences.command';

@CommandHandler(UpdatePreferences)
export class UpdatePreferencesHandler extends RetryingCommandHandler<UpdatePreferences, Record<string, boolean>> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, changes }: UpdatePreferences): Promise<Record<string, boolean>> {
    const { state, version } = await loadAccount(this.store, actor.id);
    const current: Record<string, boolean> = { ...DEFAULT_PREFERENCES, ...state.preferences };
    const next = { ...current, ...changes };
    if (Object.entries(next).every(([key, value]) => current[key] === value)) return next;
    // The event carries the whole set, so the read model is one assignment.
    const updated: UserPreferencesUpdated = { type: 'UserPreferencesUpdated', data: { preferences: next } };
    await this.store.append(
      { streamType: USER_STREAM, streamId: actor.id, expectedVersion: version, events: [updated] },
      metadataFor(actor),
    );
    return next;
  }
}
