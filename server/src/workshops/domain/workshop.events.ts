import { NewEvent } from '../../event-store/event.types';
import { ImageRef, ImageVariant } from '../../media/stored-image';

/**
 * One stream per workshop: its details, moderation, reviews and ads. Ads and reviews live in
 * the workshop's stream because the workshop decides on them (only its owner adds ads, each
 * person reviews it once), and closing a workshop then takes its ads with it atomically.
 */
export const WORKSHOP_STREAM = 'workshop';

export interface WorkshopDetails {
  name: string;
  location: string;
  address: string;
  city: string;
  commercialRegistrationNumber: string;
  phone: string;
  workingHours: string;
  description: string;
  services: string[];
  warrantyOffered: boolean;
  specialization: string;
}

export interface WorkshopSettings {
  notifyReviews: boolean;
  notifyStatus: boolean;
}

export interface WorkshopAdTerms {
  title: string;
  description: string;
  /** Syrian pounds, in minor units (CONTRACT.md: money is integers with a currency). */
  priceMinor: number;
  currency: 'SYP';
}

export type WorkshopOpened = NewEvent<
  'WorkshopOpened',
  { workshopId: number; ownerId: number; details: WorkshopDetails; image: ImageRef | null }
>;
export type WorkshopRevised = NewEvent<'WorkshopRevised', { changes: Partial<WorkshopDetails> }>;
export type WorkshopImageChanged = NewEvent<'WorkshopImageChanged', { image: ImageRef | null }>;
export type WorkshopImageProcessed = NewEvent<
  'WorkshopImageProcessed',
  { imageId: string; width: number; height: number; variants: ImageVariant[] }
>;
export type WorkshopImageRejected = NewEvent<'WorkshopImageRejected', { imageId: string; reason: string }>;
export type WorkshopApproved = NewEvent<'WorkshopApproved', Record<string, never>>;
export type WorkshopRejected = NewEvent<'WorkshopRejected', { reason: string | null }>;
export type WorkshopResubmitted = NewEvent<'WorkshopResubmitted', Record<string, never>>;
export type WorkshopDeactivated = NewEvent<'WorkshopDeactivated', Record<string, never>>;
export type WorkshopReactivated = NewEvent<'WorkshopReactivated', Record<string, never>>;
export type WorkshopSettingsChanged = NewEvent<'WorkshopSettingsChanged', WorkshopSettings>;
export type WorkshopReviewed = NewEvent<
  'WorkshopReviewed',
  { reviewId: number; reviewerId: number; rating: number; comment: string }
>;
export type WorkshopReviewRemoved = NewEvent<'WorkshopReviewRemoved', { reviewId: number; reason: 'account_deleted' | 'admin' }>;
export type WorkshopAdPublished = NewEvent<'WorkshopAdPublished', { adId: number } & WorkshopAdTerms>;
export type WorkshopAdRevised = NewEvent<'WorkshopAdRevised', { adId: number; changes: Partial<WorkshopAdTerms> }>;
export type WorkshopAdRemoved = NewEvent<'WorkshopAdRemoved', { adId: number; reason: 'owner' | 'admin' }>;
/** The workshop is gone, with its ads and reviews. */
export type WorkshopClosed = NewEvent<'WorkshopClosed', { reason: 'owner' | 'admin' | 'account_deleted' }>;

export type WorkshopEvent =
  | WorkshopOpened
  | WorkshopRevised
  | WorkshopImageChanged
  | WorkshopImageProcessed
  | WorkshopImageRejected
  | WorkshopApproved
  | WorkshopRejected
  | WorkshopResubmitted
  | WorkshopDeactivated
  | WorkshopReactivated
  | WorkshopSettingsChanged
  | WorkshopReviewed
  | WorkshopReviewRemoved
  | WorkshopAdPublished
  | WorkshopAdRevised
  | WorkshopAdRemoved
  | WorkshopClosed;

export type WorkshopEventType = WorkshopEvent['type'];

/** Events after which the workshop's status is different: what the owner and admins are told live. */
export const WORKSHOP_STATUS_EVENTS: ReadonlySet<WorkshopEventType> = new Set<WorkshopEventType>([
  'WorkshopOpened',
  'WorkshopApproved',
  'WorkshopRejected',
  'WorkshopResubmitted',
  'WorkshopDeactivated',
  'WorkshopReactivated',
  'WorkshopClosed',
]);
