import { NewEvent } from '../../event-store/event.types';
import { Currency } from '../../shared/money/money';
import { ImageRef, ImageVariant } from '../../media/stored-image';
import { Brand, OfferType, PricingPeriod } from './car.constants';

export type { ImageRef, ImageVariant };

export const CAR_STREAM = 'car';

export interface CarDetails {
  name: string;
  brand: Brand;
  categoryId: number | null;
  countryOfManufacture: string;
  model: string;
  year: number | null;
  condition: string;
  mileage: number;
  fuelType: string;
  transmission: string;
  horsepower: number;
  seats: number;
  color: string;
  description: string;
  otherBenefits: string;
}

export interface OfferTerms {
  offerType: OfferType;
  priceMinor: number;
  currency: Currency;
  pricingPeriod: PricingPeriod | null;
  isAvailable: boolean;
  additionalFeatures: string;
  location: string;
}

export type CarListed = NewEvent<
  'CarListed',
  { carId: number; ownerId: number; details: CarDetails; images: ImageRef[]; featured: boolean }
>;
export type CarRevised = NewEvent<'CarRevised', { changes: Partial<CarDetails> }>;
/** A rejected car edited by its owner goes back to the moderation queue. */
export type CarResubmitted = NewEvent<'CarResubmitted', Record<string, never>>;
/**
 * A risk flag as the admin saw it when deciding (code and Arabic reason), kept in the decision
 * for auditors. Absent on decisions recorded before flags existed.
 */
export interface FlagSeen {
  code: string;
  reason: string;
}

/**
 * `incomplete`: what the listing lacked when an admin approved it anyway («موافقة رغم النقص»);
 * absent when it was whole (and on older events). `flagsSeen`: the risk flags shown then.
 */
export type CarApproved = NewEvent<
  'CarApproved',
  { expiresAt: string; automatic: boolean; incomplete?: Array<'price' | 'photo'>; flagsSeen?: FlagSeen[] }
>;
/**
 * A pending car turned down, or (`takenDown`) a published one an admin took down: either way
 * rejected, the reason shown to its owner, whose edit resubmits it. `takenDown` is absent on
 * rejections of pending cars.
 */
export type CarRejected = NewEvent<'CarRejected', { reason: string | null; flagsSeen?: FlagSeen[]; takenDown?: true }>;
export type CarFeatureSet = NewEvent<'CarFeatureSet', { featured: boolean }>;
export type CarExpired = NewEvent<'CarExpired', Record<string, never>>;
export type CarRenewed = NewEvent<'CarRenewed', { expiresAt: string }>;
export type CarRemoved = NewEvent<'CarRemoved', { reason: 'owner' | 'admin' | 'account_deleted' }>;
export type CarImagesAdded = NewEvent<'CarImagesAdded', { images: ImageRef[] }>;
export type CarImageRemoved = NewEvent<'CarImageRemoved', { imageId: string }>;
/** `hash`: the photo's 64-bit perceptual hash in hex (media/photo-hash.ts); absent on photos processed before it was recorded. */
export type CarImageProcessed = NewEvent<
  'CarImageProcessed',
  { imageId: string; width: number; height: number; variants: ImageVariant[]; hash?: string }
>;
export type CarImageRejected = NewEvent<'CarImageRejected', { imageId: string; reason: string }>;
export type CarOfferMade = NewEvent<'CarOfferMade', { offerId: number } & OfferTerms>;
export type CarOfferRevised = NewEvent<'CarOfferRevised', { changes: Partial<OfferTerms> }>;

export type CarEvent =
  | CarListed
  | CarRevised
  | CarResubmitted
  | CarApproved
  | CarRejected
  | CarFeatureSet
  | CarExpired
  | CarRenewed
  | CarRemoved
  | CarImagesAdded
  | CarImageRemoved
  | CarImageProcessed
  | CarImageRejected
  | CarOfferMade
  | CarOfferRevised;

export type CarEventType = CarEvent['type'];
