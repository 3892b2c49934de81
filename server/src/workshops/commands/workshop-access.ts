import { DataSource } from 'typeorm';
import { loadAggregate, Loaded } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { Actor, isAdmin } from '../../shared/auth/roles';
import { forbidden, notFound } from '../../shared/http/http-errors';
import { WORKSHOP_STREAM } from '../domain/workshop.events';
import { evolveWorkshop, initialWorkshopState, isOpen, WorkshopState } from '../domain/workshop.state';

/** The workshop's current state, or 404 when it never existed or was closed. */
export async function loadOpenWorkshop(store: EventStore, workshopId: number): Promise<Loaded<WorkshopState>> {
  const loaded = await loadAggregate(store, WORKSHOP_STREAM, workshopId, evolveWorkshop, initialWorkshopState);
  if (!isOpen(loaded.state)) throw notFound();
  return loaded;
}

export const isOwnerOrAdmin = (state: WorkshopState, actor: Actor): boolean => state.ownerId === actor.id || isAdmin(actor);

/**
 * Only the owner or an admin changes a workshop, adds to it or changes its ads: 403 for anyone
 * else, or 404 when the workshop is not public (pending, rejected, inactive), as a read would answer.
 */
export function assertMayChangeWorkshop(state: WorkshopState, actor: Actor): void {
  if (isOwnerOrAdmin(state, actor)) return;
  throw state.status === 'active' ? forbidden() : notFound();
}

/** The workshop an ad belongs to (ads live in their workshop's stream), or 404. */
export async function workshopOfAd(dataSource: DataSource, adId: number): Promise<number> {
  const rows: Array<{ workshop_id: number }> = await dataSource.query(`SELECT workshop_id FROM workshop_ads WHERE id = $1`, [
    adId,
  ]);
  if (!rows.length) throw notFound();
  return rows[0].workshop_id;
}
