import { loadAggregate, Loaded } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { Actor, isAdmin } from '../../shared/auth/roles';
import { forbidden, notFound } from '../../shared/http/http-errors';
import { STORE_STREAM } from '../domain/store.events';
import { evolveStore, initialStoreState, isOpen, StoreState } from '../domain/store.state';

/** The store's current state, or 404 when it never existed or was closed. */
export async function loadOpenStore(store: EventStore, storeId: number): Promise<Loaded<StoreState>> {
  const loaded = await loadAggregate(store, STORE_STREAM, storeId, evolveStore, initialStoreState);
  if (!isOpen(loaded.state)) throw notFound();
  return loaded;
}

/**
 * Only the owner or an admin changes a store: 403 for anyone else, or 404 when the store is not
 * public (pending, rejected, inactive), as a read would answer.
 */
export function assertMayChangeStore(state: StoreState, actor: Actor): void {
  if (state.ownerId === actor.id || isAdmin(actor)) return;
  throw state.status === 'active' ? forbidden() : notFound();
}
