import { Aggregate } from '../../event-store/aggregate';
import { RecordedEvent } from '../../event-store/event.types';
import { ImageSlot, settleSlot, slotOf } from '../../media/image-slot';
import { WorkshopStatus } from './workshop.constants';
import { WorkshopEvent, WorkshopSettings, WORKSHOP_STREAM } from './workshop.events';

/** What workshop commands decide on. */
export interface WorkshopState {
  exists: boolean;
  closed: boolean;
  ownerId: number;
  status: WorkshopStatus;
  image: ImageSlot | null;
  settings: WorkshopSettings;
  /** reviewer id → review id: one review per person. */
  reviews: Readonly<Partial<Record<number, number>>>;
  /** Ids of the workshop's current ads. */
  adIds: readonly number[];
}

export const DEFAULT_SETTINGS: WorkshopSettings = { notifyReviews: true, notifyStatus: true };

export const initialWorkshopState: WorkshopState = {
  exists: false,
  closed: false,
  ownerId: 0,
  status: 'pending',
  image: null,
  settings: DEFAULT_SETTINGS,
  reviews: {},
  adIds: [],
};

export function evolveWorkshop(state: WorkshopState, recorded: RecordedEvent): WorkshopState {
  const event = recorded as unknown as WorkshopEvent;
  switch (event.type) {
    case 'WorkshopOpened':
      return { ...state, exists: true, ownerId: event.data.ownerId, status: 'pending', image: slotOf(event.data.image) };
    case 'WorkshopRevised':
    case 'WorkshopAdRevised':
      return state;
    case 'WorkshopImageChanged':
      return { ...state, image: slotOf(event.data.image) };
    case 'WorkshopImageProcessed':
      return { ...state, image: settleSlot(state.image, event.data.imageId, 'ready') };
    case 'WorkshopImageRejected':
      return { ...state, image: settleSlot(state.image, event.data.imageId, 'failed') };
    case 'WorkshopApproved':
    case 'WorkshopReactivated':
      return { ...state, status: 'active' };
    case 'WorkshopRejected':
      return { ...state, status: 'rejected' };
    case 'WorkshopResubmitted':
      return { ...state, status: 'pending' };
    case 'WorkshopDeactivated':
      return { ...state, status: 'inactive' };
    case 'WorkshopSettingsChanged':
      return { ...state, settings: { notifyReviews: event.data.notifyReviews, notifyStatus: event.data.notifyStatus } };
    case 'WorkshopReviewed':
      return { ...state, reviews: { ...state.reviews, [event.data.reviewerId]: event.data.reviewId } };
    case 'WorkshopReviewRemoved':
      return {
        ...state,
        reviews: Object.fromEntries(Object.entries(state.reviews).filter(([, reviewId]) => reviewId !== event.data.reviewId)),
      };
    case 'WorkshopAdPublished':
      return { ...state, adIds: [...state.adIds, event.data.adId] };
    case 'WorkshopAdRemoved':
      return { ...state, adIds: state.adIds.filter((id) => id !== event.data.adId) };
    case 'WorkshopClosed':
      return { ...state, closed: true, adIds: [] };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export const isOpen = (state: WorkshopState): boolean => state.exists && !state.closed;

/** The workshop stream as commands and reactions load it. */
export const WORKSHOP: Aggregate<WorkshopState> = {
  streamType: WORKSHOP_STREAM,
  initial: () => initialWorkshopState,
  evolve: evolveWorkshop,
};
