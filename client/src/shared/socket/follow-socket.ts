import { positionGate, type Positioned, type SocketEventName, type SocketEvents } from './events';
import { onSocketConnect, onSocketEvent } from './socket';

// For cache entries that load this module on demand (cars-api.ts): the socket's code with it.
export { sendSocket } from './socket';

/** The part of RTK Query's `onCacheEntryAdded` lifecycle a live cache entry needs. */
export interface CacheEntryLifecycle {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

/**
 * Handlers by event name. Each gets the payload and `isNew`, the entry's position gate (one for
 * all its events): call it to drop a push already applied, or skip it for pushes that must be
 * acted on anyway (a price indicator's `car.updated`).
 */
export type SocketHandlers = {
  [Name in SocketEventName]?: (payload: SocketEvents[Name], isNew: (event: Positioned) => boolean) => void;
};

export interface Follow {
  on: SocketHandlers;
  /** Every (re)connection: pushes sent while the line was down are lost, so refetch here. */
  reconnected?: () => void;
  /** Once the data has loaded (e.g. join a car's room) and when the entry goes (leave it). */
  start?: () => void;
  stop?: () => void;
}

/**
 * Keeps one RTK Query cache entry live, for `onCacheEntryAdded`: subscribes once its data has
 * loaded (any connection heard after that may have missed something) and unsubscribes when the
 * entry is removed. Resolves then; at once if the entry goes before its first load.
 */
export async function followSocket(lifecycle: CacheEntryLifecycle, { on, reconnected, start, stop }: Follow): Promise<void> {
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    return;
  }
  const isNew = positionGate();
  start?.();
  const offs = (Object.keys(on) as SocketEventName[]).map((name) =>
    onSocketEvent(name, (payload) => (on[name] as (payload: unknown, gate: typeof isNew) => void)(payload, isNew)),
  );
  if (reconnected) offs.push(onSocketConnect(reconnected));
  await lifecycle.cacheEntryRemoved;
  stop?.();
  offs.forEach((off) => off());
}
