import { Aggregate } from '../../event-store/aggregate';
import { NewEvent, RecordedEvent } from '../../event-store/event.types';
import type { FlagSeen } from '../../cars/domain/car.events';
import type { RiskFlag } from '../../../../shared/socket-contract';
import { FLAG_WEIGHTS } from './risk-thresholds';

/** A car's risk assessments: one stream per car, its id the car's. */
export const CAR_RISK_STREAM = 'car-risk';

/** One reason to look closer at a listing, with its Arabic explanation (the socket contract's shape). */
export type { RiskFlag };
export type RiskFlagCode = RiskFlag['code'];

/** The statuses a listing is assessed in: awaiting review, or published (its owner revised it). */
export type AssessedStatus = 'pending' | 'active';

/**
 * The worker assessed a listing and its flags changed (none: it was cleared). The assessment is
 * a fact of the log, so a replay of the read model gives exactly these flags, whatever the market
 * looks like when it replays. `listingStatus`: what the listing was then (absent on assessments
 * recorded before published listings were assessed, all of them of pending listings).
 */
export type CarRiskAssessed = NewEvent<
  'CarRiskAssessed',
  { carId: number; flags: RiskFlag[]; score: number; listingStatus?: AssessedStatus }
>;
/**
 * An admin looked at a published listing's flags and kept it («إبقاء»): `flagsSeen` are the
 * flags they reviewed, so only a flag they did not see brings the listing back to them.
 */
export type CarRiskReviewed = NewEvent<'CarRiskReviewed', { carId: number; reviewedBy: number; flagsSeen: FlagSeen[] }>;
export type CarRiskEvent = CarRiskAssessed | CarRiskReviewed;
export const CAR_RISK_EVENT_TYPES: ReadonlyArray<CarRiskEvent['type']> = ['CarRiskAssessed', 'CarRiskReviewed'];

export interface CarRiskState {
  /** The flags last recorded (null: never assessed). */
  flags: RiskFlag[] | null;
  /** The flags an admin last kept the listing with. */
  seen: FlagSeen[];
}

export function evolveCarRiskState(state: CarRiskState, recorded: RecordedEvent): CarRiskState {
  const event = recorded as unknown as CarRiskEvent;
  switch (event.type) {
    case 'CarRiskAssessed':
      return { ...state, flags: event.data.flags };
    case 'CarRiskReviewed':
      return { ...state, seen: event.data.flagsSeen };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export const CAR_RISK: Aggregate<CarRiskState> = {
  streamType: CAR_RISK_STREAM,
  initial: () => ({ flags: null, seen: [] }),
  evolve: evolveCarRiskState,
};

/** The queue's order: the sum of the flags' weights. */
export const riskScore = (flags: readonly RiskFlag[]): number => flags.reduce((sum, flag) => sum + FLAG_WEIGHTS[flag.code], 0);

/** Records the new flags, or nothing when they are the ones already recorded (a redelivered event). */
export function assessRisk(state: CarRiskState, carId: number, flags: RiskFlag[], listingStatus: AssessedStatus): CarRiskEvent[] {
  const same = (state.flags ?? []).length === flags.length && JSON.stringify(state.flags ?? []) === JSON.stringify(flags);
  if (same && state.flags !== null) return [];
  if (state.flags === null && flags.length === 0) return [];
  return [{ type: 'CarRiskAssessed', data: { carId, flags, score: riskScore(flags), listingStatus } }];
}
