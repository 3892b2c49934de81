import { CommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { metadataFor } from '../../../shared/event-metadata';
import { notFound } from '../../../shared/http/http-errors';
import { WORKSHOP_STREAM, WorkshopAdRemoved } from '../../domain/workshop.events';
import { assertMayChangeWorkshop, loadOpenWorkshop, workshopOfAd } from '../workshop-access';
import { RemoveWorkshopAd } from './remove-workshop-ad.command';

@CommandHandler(RemoveWorkshopAd)
export class RemoveWorkshopAdHandler extends RetryingCommandHandler<RemoveWorkshopAd> {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {
    super();
  }

  protected async decide({ actor, adId }: RemoveWorkshopAd): Promise<void> {
    const workshopId = await workshopOfAd(this.dataSource, adId);
    const { state, version } = await loadOpenWorkshop(this.store, workshopId);
    if (!state.adIds.includes(adId)) throw notFound();
    assertMayChangeWorkshop(state, actor);
    const removed: WorkshopAdRemoved = {
      type: 'WorkshopAdRemoved',
      data: { adId, reason: state.ownerId === actor.id ? 'owner' : 'admin' },
    };
    await this.store.append(
      { streamType: WORKSHOP_STREAM, streamId: workshopId, expectedVersion: version, events: [removed] },
      metadataFor(actor),
    );
  }
}
