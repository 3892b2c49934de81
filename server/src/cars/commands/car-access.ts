import { loadAggregate, Loaded } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { Actor, isAdmin } from '../../shared/auth/roles';
import { forbidden, notFound } from '../../shared/http/http-errors';
import { CAR_STREAM } from '../domain/car.events';
import { CarState, evolveCar, initialCarState, isLive } from '../domain/car.state';

/** The car's current state, or 404 when it never existed or was removed. */
export async function loadLiveCar(store: EventStore, carId: number): Promise<Loaded<CarState>> {
  const loaded = await loadAggregate(store, CAR_STREAM, carId, evolveCar, initialCarState);
  if (!isLive(loaded.state)) throw notFound();
  return loaded;
}

/**
 * Only the owner or an admin changes a car: 403 for anyone else, or 404 when the car is one
 * they may not even see (pending, rejected, expired), as a read would answer (CONTRACT.md).
 */
export function assertMayChange(state: CarState, actor: Actor): void {
  if (state.ownerId === actor.id || isAdmin(actor)) return;
  throw state.status === 'active' ? forbidden() : notFound();
}
