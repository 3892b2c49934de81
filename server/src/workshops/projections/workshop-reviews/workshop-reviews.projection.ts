import { Injectable } from '@nestjs/common';
import { eventTypes, Recorded, StreamFold } from '../../../event-store/batch/stream-fold';
import { FoldedProjection } from '../../../event-store/folded-projection';
import { EventProjection } from '../../../event-store/projection';
import { WorkshopEvent } from '../../domain/workshop.events';

/** The workshop events its reviews follow. */
export type WorkshopReviewEvent = Extract<
  WorkshopEvent,
  { type: 'WorkshopReviewed' | 'WorkshopReviewRemoved' | 'WorkshopClosed' }
>;

export type WorkshopReviewRow = {
  id: number;
  workshop_id: number;
  reviewer_id: number;
  rating: number;
  comment: string;
  created_at: string;
};

/** A workshop's reviews after its event: one more (once), one fewer, or none when it closes. */
export function evolveReviews(
  reviews: readonly WorkshopReviewRow[],
  event: Recorded<WorkshopReviewEvent>,
): readonly WorkshopReviewRow[] {
  switch (event.type) {
    case 'WorkshopReviewed': {
      const { reviewId, reviewerId, rating, comment } = event.data;
      if (reviews.some((review) => review.id === reviewId)) return reviews;
      const created_at = new Date(event.recordedAt).toISOString();
      return [
        ...reviews,
        { id: reviewId, workshop_id: Number(event.streamId), reviewer_id: reviewerId, rating, comment, created_at },
      ];
    }
    case 'WorkshopReviewRemoved':
      return reviews.filter((review) => review.id !== event.data.reviewId);
    case 'WorkshopClosed':
      return [];
  }
}

const REVIEWS: StreamFold<WorkshopReviewRow, WorkshopReviewEvent> = {
  table: { table: 'workshop_reviews', key: 'id', keyType: 'integer' },
  streamColumn: { column: 'workshop_id', type: 'integer' },
  evolve: evolveReviews,
};

/** projections.workshop_reviews: each review of an open workshop (a pure fold); a workshop's rating is their average. */
@Injectable()
@EventProjection()
export class WorkshopReviewsProjection extends FoldedProjection<WorkshopReviewEvent> {
  readonly tables = ['workshop_reviews'];
  readonly handles = eventTypes<WorkshopReviewEvent>({
    WorkshopReviewed: true,
    WorkshopReviewRemoved: true,
    WorkshopClosed: true,
  });
  readonly folds = [REVIEWS];
}
