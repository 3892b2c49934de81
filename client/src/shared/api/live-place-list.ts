import type { Paged, PlaceStatus } from '../domain/picture';
import { positionGate, type PlaceStatusChangedEvent } from '../socket/events';
import { onSocketConnect, onSocketEvent } from '../socket/socket';

interface CacheLifecycle<T> {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (recipe: (draft: Paged<T>) => void) => void;
}

/**
 * Keeps a cached list of stores or workshops in step with `store.status_changed` /
 * `workshop.status_changed`: a known item takes its new status (or leaves the list when
 * deleted); an item the list has not seen, or a reconnection, reloads it (`refetch`).
 */
export function followPlaceStatus<T extends { id: number; status: PlaceStatus }>(
  event: string,
  refetch: () => void,
  onChange?: (change: PlaceStatusChangedEvent, item: T | undefined) => void,
) {
  return async ({ cacheDataLoaded, cacheEntryRemoved, updateCachedData }: CacheLifecycle<T>) => {
    try {
      await cacheDataLoaded;
    } catch {
      return;
    }
    const isNew = positionGate();
    const offStatus = onSocketEvent<PlaceStatusChangedEvent>(event, (change) => {
      if (!isNew(change)) return;
      let known: T | undefined;
      updateCachedData((page) => {
        const item = page.data.find((entry) => entry.id === change.id) as T | undefined;
        if (!item) return;
        known = { ...item };
        if (change.status === 'removed') {
          page.data = page.data.filter((entry) => entry.id !== change.id);
          page.meta.total = Math.max(0, page.meta.total - 1);
        } else {
          item.status = change.status;
        }
      });
      onChange?.(change, known);
      if (!known && change.status !== 'removed') refetch();
    });
    const offConnect = onSocketConnect(refetch);
    await cacheEntryRemoved;
    offStatus();
    offConnect();
  };
}
