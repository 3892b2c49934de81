import { Aggregate } from '../../event-store/aggregate';
import { RecordedEvent } from '../../event-store/event.types';
import { PartEvent, PART_STREAM } from './part.events';

/** What part commands decide on. */
export interface PartState {
  exists: boolean;
  removed: boolean;
  sellerId: number;
  images: Array<{ imageId: string; key: string; status: 'processing' | 'ready' | 'failed' }>;
}

export const initialPartState: PartState = { exists: false, removed: false, sellerId: 0, images: [] };

const settle = (state: PartState, imageId: string, status: 'ready' | 'failed'): PartState => ({
  ...state,
  images: state.images.map((i) => (i.imageId === imageId ? { ...i, status } : i)),
});

export function evolvePart(state: PartState, recorded: RecordedEvent): PartState {
  const event = recorded as unknown as PartEvent;
  switch (event.type) {
    case 'PartListed':
      return {
        exists: true,
        removed: false,
        sellerId: event.data.sellerId,
        images: event.data.images.map((i) => ({ imageId: i.imageId, key: i.key, status: 'processing' })),
      };
    case 'PartImageProcessed':
      return settle(state, event.data.imageId, 'ready');
    case 'PartImageRejected':
      return settle(state, event.data.imageId, 'failed');
    case 'PartRemoved':
      return { ...state, removed: true };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export const isLivePart = (state: PartState): boolean => state.exists && !state.removed;

/** The part stream as commands and reactions load it. */
export const PART: Aggregate<PartState> = { streamType: PART_STREAM, initial: () => initialPartState, evolve: evolvePart };
