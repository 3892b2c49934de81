import { NewEvent } from '../../event-store/event.types';
import { ImageRef, ImageVariant } from '../../media/stored-image';
import { Currency } from '../../shared/money/money';
import { PartCategory, PartMake, PartModel, PartType } from './part.constants';

export const PART_STREAM = 'part';

export interface PartDetails {
  name: string;
  /** Who made the part (Bosch, Denso, Toyota Genuine…). */
  brand: string;
  category: PartCategory;
  type: PartType;
  /** Car makes and models it fits; both empty: it fits every car (oils, tyres…). */
  makes: PartMake[];
  models: PartModel[];
  /** How the seller describes the fit, one line per car ('تويوتا كامري 2012-2017'). */
  compatibility: string[];
  description: string;
  priceMinor: number;
  currency: Currency;
  stock: number;
}

export type PartListed = NewEvent<'PartListed', { partId: number; sellerId: number; details: PartDetails; images: ImageRef[] }>;
export type PartImageProcessed = NewEvent<
  'PartImageProcessed',
  { imageId: string; width: number; height: number; variants: ImageVariant[] }
>;
export type PartImageRejected = NewEvent<'PartImageRejected', { imageId: string; reason: string }>;
export type PartRemoved = NewEvent<'PartRemoved', { reason: 'seller' | 'admin' | 'account_deleted' }>;

export type PartEvent = PartListed | PartImageProcessed | PartImageRejected | PartRemoved;
export type PartEventType = PartEvent['type'];

export const PART_EVENT_TYPES: readonly PartEventType[] = [
  'PartListed',
  'PartImageProcessed',
  'PartImageRejected',
  'PartRemoved',
];
