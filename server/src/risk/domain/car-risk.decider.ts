import { NotFound } from '../../shared/domain-error';
import { decidedOn, unseenFlags } from './flags-seen';
import type { FlagSeen } from '../../cars/domain/car.events';
import { ListingNotPublished, NoFlagsToKeep } from './risk.errors';
import { CarRiskEvent, CarRiskState } from './risk.events';

/** The listing an admin keeps, as the handler read it: its status now (null: gone). */
export interface KeptListing {
  carId: number;
  status: string | null;
}

/**
 * An admin keeps a published listing despite its flags («إبقاء»): the flags they reviewed are
 * recorded, so the listing leaves their view until a flag they did not see is raised. Keeping
 * it again with nothing new records nothing (a second click). `shown`: the flags the admin's card
 * showed, refused (409) when they are no longer the listing's flags (see decidedOn).
 */
export function keepPublishedListing(
  state: CarRiskState,
  listing: KeptListing,
  adminId: number,
  shown?: readonly FlagSeen[],
): CarRiskEvent[] {
  if (listing.status === null) throw new NotFound();
  if (listing.status !== 'active') throw new ListingNotPublished();
  const flags = state.flags ?? [];
  if (!flags.length) throw new NoFlagsToKeep();
  const flagsSeen = decidedOn(flags, shown);
  if (!unseenFlags(flags, state.seen).length) return [];
  return [{ type: 'CarRiskReviewed', data: { carId: listing.carId, reviewedBy: adminId, flagsSeen } }];
}
