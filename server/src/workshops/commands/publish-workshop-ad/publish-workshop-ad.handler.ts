import { CommandHandler } from '@nestjs/cqrs';
import { loadAggregate } from '../../../event-store/aggregate';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { metadataFor } from '../../../shared/event-metadata';
import { forbidden, invalidField } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { WORKSHOP_STREAM, WorkshopAdPublished } from '../../domain/workshop.events';
import { evolveWorkshop, initialWorkshopState, isOpen } from '../../domain/workshop.state';
import { toAdTerms } from '../../dto/to-domain';
import { isOwnerOrAdmin } from '../workshop-access';
import { PublishWorkshopAd } from './publish-workshop-ad.command';

@CommandHandler(PublishWorkshopAd)
export class PublishWorkshopAdHandler extends RetryingCommandHandler<PublishWorkshopAd, { adId: number }> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, fields }: PublishWorkshopAd): Promise<{ adId: number }> {
    const workshopId = fields.workshop_id;
    const { state, version } = await loadAggregate(this.store, WORKSHOP_STREAM, workshopId, evolveWorkshop, initialWorkshopState);
    // The workshop is named in the body: one that does not exist for the caller is a wrong field, not a 404.
    const visible = isOpen(state) && (state.status === 'active' || isOwnerOrAdmin(state, actor));
    if (!visible) throw invalidField('workshop_id', AR.ad.workshop);
    if (!isOwnerOrAdmin(state, actor)) throw forbidden();
    const adId = await this.store.nextId('workshop_ad');
    const published: WorkshopAdPublished = { type: 'WorkshopAdPublished', data: { adId, ...toAdTerms(fields) } };
    await this.store.append(
      { streamType: WORKSHOP_STREAM, streamId: workshopId, expectedVersion: version, events: [published] },
      metadataFor(actor),
    );
    return { adId };
  }
}
