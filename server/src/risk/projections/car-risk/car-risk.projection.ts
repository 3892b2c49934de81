import { Injectable } from '@nestjs/common';
import type { CarApproved, FlagSeen } from '../../../cars/domain/car.events';
import { eventTypes, oneRowPerStream, Recorded } from '../../../event-store/batch/stream-fold';
import { FoldedProjection } from '../../../event-store/folded-projection';
import { EventProjection } from '../../../event-store/projection';
import { unseenFlags } from '../../domain/flags-seen';
import type { RiskFlag } from '../../domain/risk.events';
import { CarRiskEvent } from '../../domain/risk.events';

/** The risk events, and the approval, whose flags seen count as an admin's look at them. */
export type CarRiskProjectionEvent = CarRiskEvent | CarApproved;

export type CarRiskRow = {
  car_id: number;
  flags: RiskFlag[];
  score: number;
  assessed_at: string;
  position: number;
  /** The flags an admin last looked at (approving the listing, or keeping it once published). */
  reviewed_flags: FlagSeen[];
  reviewed_by: number | null;
  reviewed_at: string | null;
  /** Some flag is not among the reviewed ones: a published listing with it is in the admins' view. */
  unreviewed: boolean;
};

const withReview = (row: CarRiskRow): CarRiskRow => ({
  ...row,
  unreviewed: unseenFlags(row.flags, row.reviewed_flags).length > 0,
});

/** The latest event wins; an older one (a repeated or late event) changes nothing. */
export function evolveCarRisk(row: CarRiskRow | undefined, event: Recorded<CarRiskProjectionEvent>): CarRiskRow | undefined {
  if (row && row.position >= event.position) return row;
  const at = new Date(event.recordedAt).toISOString();
  switch (event.type) {
    case 'CarRiskAssessed': {
      const { carId, flags, score } = event.data;
      const reviewed = row ?? { reviewed_flags: [], reviewed_by: null, reviewed_at: null };
      return withReview({
        car_id: carId,
        flags,
        score,
        assessed_at: at,
        position: event.position,
        reviewed_flags: reviewed.reviewed_flags,
        reviewed_by: reviewed.reviewed_by,
        reviewed_at: reviewed.reviewed_at,
        unreviewed: false,
      });
    }
    case 'CarRiskReviewed':
      if (!row) return row;
      return withReview({
        ...row,
        position: event.position,
        reviewed_flags: event.data.flagsSeen,
        reviewed_by: event.data.reviewedBy,
        reviewed_at: at,
      });
    case 'CarApproved':
      // An automatic approval (review off) and those recorded before flags existed saw nothing;
      // a car never flagged has no row to mark.
      if (!row || !event.data.flagsSeen || event.data.automatic) return row;
      return withReview({
        ...row,
        position: event.position,
        reviewed_flags: event.data.flagsSeen,
        reviewed_by: event.metadata.actorId,
        reviewed_at: at,
      });
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/**
 * projections.car_risk: each car's latest recorded risk flags and their weight, for the queue,
 * and the flags an admin last looked at, for the published listings' view (a pure fold).
 */
@Injectable()
@EventProjection()
export class CarRiskProjection extends FoldedProjection<CarRiskProjectionEvent> {
  readonly tables = ['car_risk'];
  /** 2: the flags reviewed (approvals' and keeps'), for the published listings' view. */
  override readonly version = 2;
  readonly handles = eventTypes<CarRiskProjectionEvent>({ CarRiskAssessed: true, CarRiskReviewed: true, CarApproved: true });
  readonly folds = [
    oneRowPerStream<CarRiskRow, CarRiskProjectionEvent>({ table: 'car_risk', key: 'car_id', keyType: 'integer' }, evolveCarRisk),
  ];
}
