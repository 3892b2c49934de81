import { loadAggregate, Loaded } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { notFound } from '../../shared/http/http-errors';
import { USER_STREAM } from '../domain/user.events';
import { evolveUser, initialUserState, UserState } from '../domain/user.state';

/** The account's current state, or 404 when it never existed or was deleted. */
export async function loadAccount(store: EventStore, userId: number): Promise<Loaded<UserState>> {
  const loaded = await loadAggregate(store, USER_STREAM, userId, evolveUser, initialUserState);
  if (!loaded.state.exists || loaded.state.deleted) throw notFound();
  return loaded;
}
