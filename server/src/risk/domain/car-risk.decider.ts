import { NotFound } from '../../shared/domain-error';
import { asSeen, unseenFlags } from './flags-seen';
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
 * it again with nothing new records nothing (a second click).
 */
export function keepPublishedListing(state: CarRiskState, listing: KeptListing, adminId: number): CarRiskEvent[] {
  if (listing.status === null) throw new NotFound();
  if (listing.status !== 'active') throw new ListingNotPublished();
  const flags = state.flags ?? [];
  if (!flags.length) throw new NoFlagsToKeep();
  if (!unseenFlags(flags, state.seen).length) return [];
  return [{ type: 'CarRiskReviewed', data: { carId: listing.carId, reviewedBy: adminId, flagsSeen: asSeen(flags) } }];
}
