import { projectionSpec, SPEC_START } from '../../../event-store/projection-specification';
import { WorkshopReviewEvent, WorkshopReviewsProjection } from './workshop-reviews.projection';

const given = projectionSpec(new WorkshopReviewsProjection(), { streamType: 'workshop', streamId: '2' });
const at = (position: number) => new Date(SPEC_START.getTime() + position * 1000).toISOString();

const reviewed = (reviewId: number, rating: number): WorkshopReviewEvent => ({
  type: 'WorkshopReviewed',
  data: { reviewId, reviewerId: 40 + reviewId, rating, comment: 'خدمة ممتازة' },
});
const review = (id: number, rating: number, position: number) => ({
  id,
  workshop_id: 2,
  reviewer_id: 40 + id,
  rating,
  comment: 'خدمة ممتازة',
  created_at: at(position),
});

describe("a workshop's reviews, as a fold of its events", () => {
  it('adds each review once', () => {
    given([reviewed(1, 5)])
      .when(reviewed(2, 3), reviewed(1, 5))
      .then({ workshop_reviews: [review(1, 5, 1), review(2, 3, 2)] });
  });

  it('removes one review, and all of them when the workshop closes, not another workshop’s', () => {
    const elsewhere = { ...reviewed(9, 4), streamId: '3' };
    given([reviewed(1, 5), reviewed(2, 3), elsewhere])
      .when({ type: 'WorkshopReviewRemoved', data: { reviewId: 1, reason: 'admin' } })
      .then({ workshop_reviews: [review(2, 3, 2), expect.objectContaining({ id: 9, workshop_id: 3 })] });
    given([reviewed(1, 5), elsewhere])
      .when({ type: 'WorkshopClosed', data: { reason: 'owner' } })
      .then({ workshop_reviews: [expect.objectContaining({ id: 9, workshop_id: 3 })] });
  });
});
