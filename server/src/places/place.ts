import { Aggregate } from '../event-store/aggregate';
import { NewEvent, RecordedEvent } from '../event-store/event.types';
import { ImageSlot } from '../media/image-slot';
import { ImageRef } from '../media/stored-image';
import { DomainError } from '../shared/domain-error';
import type { PlaceKind } from '../../../shared/place-kind';
import type { PlaceStatus } from '../../../shared/socket-contract';

/** What every place (a store, a workshop) holds for its moderation and its one picture. */
export interface PlaceState {
  exists: boolean;
  closed: boolean;
  ownerId: number;
  status: PlaceStatus;
}

export const isOpenPlace = (state: PlaceState): boolean => state.exists && !state.closed;

/** The names one kind of place gives to the events every place has. */
export interface PlaceEventNames {
  opened: string;
  revised: string;
  /** A new picture (the store's logo, the workshop's image) or none. */
  pictureChanged: string;
  /** The worker's result for the picture: variants made, or the file refused. */
  pictureProcessed: string;
  pictureRejected: string;
  approved: string;
  rejected: string;
  resubmitted: string;
  deactivated: string;
  reactivated: string;
  closed: string;
}

/**
 * One kind of place, as the code shared by stores and workshops sees it: its stream, its
 * picture, its event names. Each context declares its own (STORE_PLACE, WORKSHOP_PLACE); what
 * only one kind has (a workshop's reviews, ads and settings) stays in that context.
 */
export interface PlaceType<S extends PlaceState> {
  kind: PlaceKind;
  aggregate: Aggregate<S>;
  /** The picture the place holds. */
  picture(state: S): ImageSlot | null;
  /** The picture an `opened` or `pictureChanged` event brings (null: none, or removed). */
  newPicture(event: RecordedEvent): ImageRef | null;
  /** The event that gives the place a new picture (null: removes it). */
  pictureChanged(picture: ImageRef | null): NewEvent;
  events: PlaceEventNames;
  /** Approving or rejecting a place that is not waiting for review. */
  notPending(): DomainError;
}
