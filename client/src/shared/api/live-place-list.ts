import type { Paged, PlaceStatus } from '../domain/picture';
import type { PlaceStatusChanged } from '../socket/events';
import { followSocket, type CacheEntryLifecycle, type SocketHandlers } from '../socket/follow-socket';

interface PlaceListLifecycle<T> extends CacheEntryLifecycle {
  updateCachedData: (recipe: (draft: Paged<T>) => void) => void;
}

/**
 * Keeps a cached list of stores or workshops in step with `store.status_changed` /
 * `workshop.status_changed`: a known item takes its new status (or leaves the list when
 * deleted); an item the list has not seen, or a reconnection, reloads it (`refetch`).
 */
export function followPlaceStatus<T extends { id: number; status: PlaceStatus }>(
  lifecycle: PlaceListLifecycle<T>,
  event: 'store.status_changed' | 'workshop.status_changed',
  refetch: () => void,
): Promise<void> {
  const on: SocketHandlers = {};
  on[event] = (change: PlaceStatusChanged, isNew) => {
    if (!isNew(change)) return;
    const seen = { known: false };
    lifecycle.updateCachedData((page) => {
      const item = page.data.find((entry) => entry.id === change.id);
      if (!item) return;
      seen.known = true;
      if (change.status === 'removed') {
        page.data = page.data.filter((entry) => entry.id !== change.id);
        page.meta.total = Math.max(0, page.meta.total - 1);
      } else {
        item.status = change.status;
      }
    });
    if (!seen.known && change.status !== 'removed') refetch();
  };
  return followSocket(lifecycle, { on, reconnected: refetch });
}
