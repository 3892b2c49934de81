import type { FlagSeen } from '../../cars/domain/car.events';
import type { RiskFlag } from './risk.events';

/** A flag as an admin sees it: its code and Arabic reason (what a decision records). */
export const asSeen = (flags: readonly RiskFlag[]): FlagSeen[] => flags.map(({ code, reason }) => ({ code, reason }));

/**
 * The flags no admin has seen: a flag counts as seen only with the same code and the same reason,
 * so a different finding of the same kind (another phone number, another copied photo, a lower
 * price) is shown again.
 */
export function unseenFlags<F extends FlagSeen>(flags: readonly F[], seen: readonly FlagSeen[]): F[] {
  const looked = new Set(seen.map((flag) => `${flag.code}\u0000${flag.reason}`));
  return flags.filter((flag) => !looked.has(`${flag.code}\u0000${flag.reason}`));
}
