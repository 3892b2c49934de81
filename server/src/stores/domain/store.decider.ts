import { NewEvent } from '../../event-store/event.types';
import { ImageRef } from '../../media/stored-image';
import { PlaceEdit, revisePlace } from '../../places/place.decider';
import { Actor } from '../../shared/auth/roles';
import { StoreDetails, StoreOpened } from './store.events';
import { STORE_PLACE } from './store.place';
import { StoreState } from './store.state';

/**
 * A store's decisions. Approving, rejecting, closing and recording its logo are the same for every
 * place (places/place.decider.ts); what only a store decides is here.
 */

/** A new store for its owner: pending until an admin approves it (an admin's own too, as with cars). */
export function openStore(storeId: number, owner: Actor, details: StoreDetails, logo: ImageRef | null): NewEvent[] {
  const opened: StoreOpened = { type: 'StoreOpened', data: { storeId, ownerId: owner.id, details, logo } };
  return [opened];
}

/** The owner (or an admin) edits a store: details, logo and, once approved, active/inactive. */
export function reviseStore(state: StoreState, actor: Actor, edit: PlaceEdit): NewEvent[] {
  return revisePlace(STORE_PLACE, state, actor, edit);
}
