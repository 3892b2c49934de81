import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { EventProjection, Projection } from '../../../event-store/projection';
import { WorkshopEvent, WorkshopEventType } from '../../domain/workshop.events';

/** projections.workshop_reviews: each review of an open workshop; a workshop's rating is their average. */
@Injectable()
@EventProjection()
export class WorkshopReviewsProjection implements Projection {
  readonly tables = ['workshop_reviews'];
  readonly handles: readonly WorkshopEventType[] = ['WorkshopReviewed', 'WorkshopReviewRemoved', 'WorkshopClosed'];

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as WorkshopEvent;
    const workshopId = Number(recorded.streamId);
    switch (event.type) {
      case 'WorkshopReviewed':
        await m.query(
          `INSERT INTO workshop_reviews (id, workshop_id, reviewer_id, rating, comment, created_at)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
          [event.data.reviewId, workshopId, event.data.reviewerId, event.data.rating, event.data.comment, recorded.recordedAt],
        );
        return;
      case 'WorkshopReviewRemoved':
        await m.query(`DELETE FROM workshop_reviews WHERE id = $1`, [event.data.reviewId]);
        return;
      case 'WorkshopClosed':
        await m.query(`DELETE FROM workshop_reviews WHERE workshop_id = $1`, [workshopId]);
        return;
      case 'WorkshopOpened':
      case 'WorkshopRevised':
      case 'WorkshopImageChanged':
      case 'WorkshopImageProcessed':
      case 'WorkshopImageRejected':
      case 'WorkshopApproved':
      case 'WorkshopRejected':
      case 'WorkshopResubmitted':
      case 'WorkshopDeactivated':
      case 'WorkshopReactivated':
      case 'WorkshopSettingsChanged':
      case 'WorkshopAdPublished':
      case 'WorkshopAdRevised':
      case 'WorkshopAdRemoved':
        return; // other read models
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  }
}
