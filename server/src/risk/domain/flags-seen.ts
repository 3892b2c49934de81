import type { FlagSeen } from '../../cars/domain/car.events';
import { FlagsChangedSinceShown } from './risk.errors';
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

/**
 * The flags a decision records as seen: the listing's flags now, which must be those the admin
 * was shown (`shown`, by code and reason, in any order) when their client says what it showed.
 * A client that does not say (the older one) records the flags as they are when the click
 * arrives. Throws FlagsChangedSinceShown otherwise: a flag raised after the card was drawn is
 * not recorded as seen.
 */
export function decidedOn(now: readonly RiskFlag[], shown: readonly FlagSeen[] | undefined): FlagSeen[] {
  const seen = asSeen(now);
  if (shown === undefined) return seen;
  if (unseenFlags(seen, shown).length || unseenFlags(shown, seen).length) throw new FlagsChangedSinceShown();
  return seen;
}
