import { NewEvent } from '../../event-store/event.types';
import { ImageRef, ImageVariant } from '../../media/stored-image';
import { StoreCategory } from './store.constants';

export const STORE_STREAM = 'store';

export interface StoreDetails {
  name: string;
  description: string;
  address: string;
  location: string;
  category: StoreCategory | '';
  phone: string;
  email: string;
  website: string;
}

export type StoreOpened = NewEvent<
  'StoreOpened',
  { storeId: number; ownerId: number; details: StoreDetails; logo: ImageRef | null }
>;
export type StoreRevised = NewEvent<'StoreRevised', { changes: Partial<StoreDetails> }>;
/** A new logo (null: the owner removed it). The previous one's files are discarded. */
export type StoreLogoChanged = NewEvent<'StoreLogoChanged', { logo: ImageRef | null }>;
export type StoreLogoProcessed = NewEvent<
  'StoreLogoProcessed',
  { imageId: string; width: number; height: number; variants: ImageVariant[] }
>;
export type StoreLogoRejected = NewEvent<'StoreLogoRejected', { imageId: string; reason: string }>;
export type StoreApproved = NewEvent<'StoreApproved', Record<string, never>>;
export type StoreRejected = NewEvent<'StoreRejected', { reason: string | null }>;
/** A rejected store edited by its owner goes back to review. */
export type StoreResubmitted = NewEvent<'StoreResubmitted', Record<string, never>>;
/** The owner's status select: hidden from the public (inactive) or shown again (active). */
export type StoreDeactivated = NewEvent<'StoreDeactivated', Record<string, never>>;
export type StoreReactivated = NewEvent<'StoreReactivated', Record<string, never>>;
export type StoreClosed = NewEvent<'StoreClosed', { reason: 'owner' | 'admin' | 'account_deleted' }>;

export type StoreEvent =
  | StoreOpened
  | StoreRevised
  | StoreLogoChanged
  | StoreLogoProcessed
  | StoreLogoRejected
  | StoreApproved
  | StoreRejected
  | StoreResubmitted
  | StoreDeactivated
  | StoreReactivated
  | StoreClosed;

export type StoreEventType = StoreEvent['type'];

/** Events after which the store's status is different: what the owner and admins are told live. */
export const STORE_STATUS_EVENTS: ReadonlySet<StoreEventType> = new Set<StoreEventType>([
  'StoreOpened',
  'StoreApproved',
  'StoreRejected',
  'StoreResubmitted',
  'StoreDeactivated',
  'StoreReactivated',
  'StoreClosed',
]);
