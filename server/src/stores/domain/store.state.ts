import { Aggregate } from '../../event-store/aggregate';
import { RecordedEvent } from '../../event-store/event.types';
import { ImageSlot, settleSlot, slotOf } from '../../media/image-slot';
import { StoreStatus } from './store.constants';
import { StoreEvent, STORE_STREAM } from './store.events';

/** What store commands decide on. */
export interface StoreState {
  exists: boolean;
  closed: boolean;
  ownerId: number;
  status: StoreStatus;
  logo: ImageSlot | null;
}

export const initialStoreState: StoreState = { exists: false, closed: false, ownerId: 0, status: 'pending', logo: null };

export function evolveStore(state: StoreState, recorded: RecordedEvent): StoreState {
  const event = recorded as unknown as StoreEvent;
  switch (event.type) {
    case 'StoreOpened':
      return { ...state, exists: true, ownerId: event.data.ownerId, status: 'pending', logo: slotOf(event.data.logo) };
    case 'StoreRevised':
      return state;
    case 'StoreLogoChanged':
      return { ...state, logo: slotOf(event.data.logo) };
    case 'StoreLogoProcessed':
      return { ...state, logo: settleSlot(state.logo, event.data.imageId, 'ready') };
    case 'StoreLogoRejected':
      return { ...state, logo: settleSlot(state.logo, event.data.imageId, 'failed') };
    case 'StoreApproved':
    case 'StoreReactivated':
      return { ...state, status: 'active' };
    case 'StoreRejected':
      return { ...state, status: 'rejected' };
    case 'StoreResubmitted':
      return { ...state, status: 'pending' };
    case 'StoreDeactivated':
      return { ...state, status: 'inactive' };
    case 'StoreClosed':
      return { ...state, closed: true };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export const isOpen = (state: StoreState): boolean => state.exists && !state.closed;

/** The store stream as commands and reactions load it. */
export const STORE: Aggregate<StoreState> = { streamType: STORE_STREAM, initial: () => initialStoreState, evolve: evolveStore };
