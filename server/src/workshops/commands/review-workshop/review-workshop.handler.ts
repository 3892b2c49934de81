import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { metadataFor } from '../../../shared/event-metadata';
import { conflict, forbidden, notFound } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { WORKSHOP_STREAM, WorkshopReviewed } from '../../domain/workshop.events';
import { loadOpenWorkshop } from '../workshop-access';
import { ReviewWorkshop } from './review-workshop.command';

/**
 * The review goes into the workshop's stream, so "once per person" holds under concurrency:
 * two reviews by the same person race for the same stream version and the second sees the first.
 */
@CommandHandler(ReviewWorkshop)
export class ReviewWorkshopHandler extends RetryingCommandHandler<ReviewWorkshop, { reviewId: number }> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, workshopId, rating, comment }: ReviewWorkshop): Promise<{ reviewId: number }> {
    const { state, version } = await loadOpenWorkshop(this.store, workshopId);
    if (state.ownerId === actor.id) throw forbidden(AR.review.own);
    if (state.status !== 'active') throw notFound();
    if (state.reviews[actor.id] !== undefined) throw conflict(AR.review.twice);
    const reviewId = await this.store.nextId('review');
    const reviewed: WorkshopReviewed = { type: 'WorkshopReviewed', data: { reviewId, reviewerId: actor.id, rating, comment } };
    await this.store.append(
      { streamType: WORKSHOP_STREAM, streamId: workshopId, expectedVersion: version, events: [reviewed] },
      metadataFor(actor),
    );
    return { reviewId };
  }
}
