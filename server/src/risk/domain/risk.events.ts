import { Aggregate } from '../../event-store/aggregate';
import { NewEvent, RecordedEvent } from '../../event-store/event.types';
import type { RiskFlag } from '../../../../shared/socket-contract';
import { FLAG_WEIGHTS } from './risk-thresholds';

/** A car's risk assessments: one stream per car, its id the car's. */
export const CAR_RISK_STREAM = 'car-risk';

/** One reason to look closer at a listing, with its Arabic explanation (the socket contract's shape). */
export type { RiskFlag };
export type RiskFlagCode = RiskFlag['code'];

/**
 * The worker assessed a pending listing and its flags changed (none: it was cleared). The
 * assessment is a fact of the log, so a replay of the read model gives exactly these flags,
 * whatever the market looks like when it replays.
 */
export type CarRiskAssessed = NewEvent<'CarRiskAssessed', { carId: number; flags: RiskFlag[]; score: number }>;
export type CarRiskEvent = CarRiskAssessed;
export const CAR_RISK_EVENT_TYPES: ReadonlyArray<CarRiskEvent['type']> = ['CarRiskAssessed'];

export interface CarRiskState {
  flags: RiskFlag[] | null;
}

export const CAR_RISK: Aggregate<CarRiskState> = {
  streamType: CAR_RISK_STREAM,
  initial: () => ({ flags: null }),
  evolve: (_state, recorded: RecordedEvent) => ({ flags: (recorded as unknown as CarRiskEvent).data.flags }),
};

/** The queue's order: the sum of the flags' weights. */
export const riskScore = (flags: readonly RiskFlag[]): number => flags.reduce((sum, flag) => sum + FLAG_WEIGHTS[flag.code], 0);

/** Records the new flags, or nothing when they are the ones already recorded (a redelivered event). */
export function assessRisk(state: CarRiskState, carId: number, flags: RiskFlag[]): CarRiskEvent[] {
  const same = (state.flags ?? []).length === flags.length && JSON.stringify(state.flags ?? []) === JSON.stringify(flags);
  if (same && state.flags !== null) return [];
  if (state.flags === null && flags.length === 0) return [];
  return [{ type: 'CarRiskAssessed', data: { carId, flags, score: riskScore(flags) } }];
}
