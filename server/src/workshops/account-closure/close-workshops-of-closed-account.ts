import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadAggregate } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { StreamWrite } from '../../event-store/event.types';
import { AccountClosureStep, OnAccountClosure } from '../../users/account-closure';
import { WORKSHOP_STREAM, WorkshopEvent } from '../domain/workshop.events';
import { evolveWorkshop, initialWorkshopState, isOpen } from '../domain/workshop.state';

/**
 * A deleted account's workshops are closed with it (their ads and reviews go with them), and the
 * reviews it wrote of other workshops are removed, so ratings only count people who still exist.
 */
@Injectable()
@OnAccountClosure()
export class CloseWorkshopsOfClosedAccount implements AccountClosureStep {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {}

  async writesFor(userId: number): Promise<StreamWrite[]> {
    const rows: Array<{ id: number }> = await this.dataSource.query(
      `SELECT id FROM workshops WHERE user_id = $1
       UNION SELECT workshop_id FROM workshop_reviews WHERE reviewer_id = $1`,
      [userId],
    );
    const writes: StreamWrite[] = [];
    for (const { id } of rows) {
      const { state, version } = await loadAggregate(this.store, WORKSHOP_STREAM, id, evolveWorkshop, initialWorkshopState);
      if (!isOpen(state)) continue;
      const events: WorkshopEvent[] = [];
      const reviewId = state.reviews[userId];
      if (state.ownerId === userId) events.push({ type: 'WorkshopClosed', data: { reason: 'account_deleted' } });
      else if (reviewId !== undefined) {
        events.push({ type: 'WorkshopReviewRemoved', data: { reviewId, reason: 'account_deleted' } });
      }
      if (events.length) writes.push({ streamType: WORKSHOP_STREAM, streamId: id, expectedVersion: version, events });
    }
    return writes;
  }
}
