import { Aggregate } from '../../event-store/aggregate';
import { RecordedEvent } from '../../event-store/event.types';
import { CarStatus, OfferType, PricingPeriod } from './car.constants';
import { CarEvent, CAR_STREAM } from './car.events';

export type ImageStatus = 'processing' | 'ready' | 'failed';

/** What car commands decide on. */
export interface CarState {
  exists: boolean;
  removed: boolean;
  ownerId: number;
  status: CarStatus;
  featured: boolean;
  /** When an active listing stops showing (ISO time), set by approval and renewal. */
  expiresAt: string | null;
  /** Photo ids in display order with their processing state. */
  images: Array<{ imageId: string; key: string; status: ImageStatus }>;
  offer: { offerId: number; offerType: OfferType; pricingPeriod: PricingPeriod | null } | null;
}

export const initialCarState: CarState = {
  exists: false,
  removed: false,
  ownerId: 0,
  status: 'pending',
  featured: false,
  expiresAt: null,
  images: [],
  offer: null,
};

const setImageStatus = (state: CarState, imageId: string, status: ImageStatus): CarState => ({
  ...state,
  images: state.images.map((i) => (i.imageId === imageId ? { ...i, status } : i)),
});

export function evolveCar(state: CarState, recorded: RecordedEvent): CarState {
  const event = recorded as unknown as CarEvent;
  switch (event.type) {
    case 'CarListed':
      return {
        ...state,
        exists: true,
        ownerId: event.data.ownerId,
        status: 'pending',
        featured: event.data.featured,
        images: event.data.images.map((i) => ({ imageId: i.imageId, key: i.key, status: 'processing' })),
      };
    case 'CarRevised':
      return state;
    case 'CarResubmitted':
      return { ...state, status: 'pending' };
    case 'CarApproved':
    case 'CarRenewed':
      return { ...state, status: 'active', expiresAt: event.data.expiresAt };
    case 'CarRejected':
      return { ...state, status: 'rejected' };
    case 'CarExpired':
      return { ...state, status: 'expired' };
    case 'CarFeatureSet':
      return { ...state, featured: event.data.featured };
    case 'CarRemoved':
      return { ...state, removed: true };
    case 'CarImagesAdded':
      return {
        ...state,
        images: [
          ...state.images,
          ...event.data.images.map((i) => ({ imageId: i.imageId, key: i.key, status: 'processing' as const })),
        ],
      };
    case 'CarImageRemoved':
      return { ...state, images: state.images.filter((i) => i.imageId !== event.data.imageId) };
    case 'CarImageProcessed':
      return setImageStatus(state, event.data.imageId, 'ready');
    case 'CarImageRejected':
      return setImageStatus(state, event.data.imageId, 'failed');
    case 'CarOfferMade':
      return {
        ...state,
        offer: { offerId: event.data.offerId, offerType: event.data.offerType, pricingPeriod: event.data.pricingPeriod },
      };
    case 'CarOfferRevised':
      return state.offer
        ? {
            ...state,
            offer: {
              ...state.offer,
              offerType: event.data.changes.offerType ?? state.offer.offerType,
              pricingPeriod:
                event.data.changes.pricingPeriod !== undefined ? event.data.changes.pricingPeriod : state.offer.pricingPeriod,
            },
          }
        : state;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** A car that still exists (not removed) for the purposes of commands. */
export const isLive = (state: CarState): boolean => state.exists && !state.removed;

/** The car stream as commands and reactions load it. */
export const CAR: Aggregate<CarState> = { streamType: CAR_STREAM, initial: () => initialCarState, evolve: evolveCar };
