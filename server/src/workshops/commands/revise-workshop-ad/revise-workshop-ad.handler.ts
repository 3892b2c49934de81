import { CommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { metadataFor } from '../../../shared/event-metadata';
import { notFound } from '../../../shared/http/http-errors';
import { WORKSHOP_STREAM, WorkshopAdRevised } from '../../domain/workshop.events';
import { toAdChanges } from '../../dto/to-domain';
import { assertMayChangeWorkshop, loadOpenWorkshop, workshopOfAd } from '../workshop-access';
import { ReviseWorkshopAd } from './revise-workshop-ad.command';

@CommandHandler(ReviseWorkshopAd)
export class ReviseWorkshopAdHandler extends RetryingCommandHandler<ReviseWorkshopAd> {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {
    super();
  }

  protected async decide({ actor, adId, changes }: ReviseWorkshopAd): Promise<void> {
    const workshopId = await workshopOfAd(this.dataSource, adId);
    const { state, version } = await loadOpenWorkshop(this.store, workshopId);
    if (!state.adIds.includes(adId)) throw notFound();
    assertMayChangeWorkshop(state, actor);
    const terms = toAdChanges(changes);
    if (!Object.keys(terms).length) return;
    const revised: WorkshopAdRevised = { type: 'WorkshopAdRevised', data: { adId, changes: terms } };
    await this.store.append(
      { streamType: WORKSHOP_STREAM, streamId: workshopId, expectedVersion: version, events: [revised] },
      metadataFor(actor),
    );
  }
}
