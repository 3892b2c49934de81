import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { metadataFor } from '../../../shared/event-metadata';
import { WORKSHOP_STREAM, WorkshopSettingsChanged } from '../../domain/workshop.events';
import { assertMayChangeWorkshop, loadOpenWorkshop } from '../workshop-access';
import { ChangeWorkshopSettings } from './change-workshop-settings.command';

@CommandHandler(ChangeWorkshopSettings)
export class ChangeWorkshopSettingsHandler extends RetryingCommandHandler<ChangeWorkshopSettings> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, workshopId, settings }: ChangeWorkshopSettings): Promise<void> {
    const { state, version } = await loadOpenWorkshop(this.store, workshopId);
    assertMayChangeWorkshop(state, actor);
    const same = state.settings.notifyReviews === settings.notifyReviews && state.settings.notifyStatus === settings.notifyStatus;
    if (same) return;
    const changed: WorkshopSettingsChanged = { type: 'WorkshopSettingsChanged', data: { ...settings } };
    await this.store.append(
      { streamType: WORKSHOP_STREAM, streamId: workshopId, expectedVersion: version, events: [changed] },
      metadataFor(actor),
    );
  }
}
