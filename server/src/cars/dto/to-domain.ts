import { toMinorUnits } from '../../shared/money/money';
import { CarDetails, OfferTerms } from '../domain/car.events';
import { CarFieldsDto } from './car-fields.dto';
import { OfferTermsDto } from './offer-terms.dto';

const CAR_FIELDS: Record<keyof CarDetails, keyof CarFieldsDto> = {
  name: 'name',
  brand: 'brand',
  categoryId: 'category_id',
  countryOfManufacture: 'country_of_manufacture',
  model: 'model',
  year: 'year',
  condition: 'condition',
  mileage: 'mileage',
  fuelType: 'fuel_type',
  transmission: 'transmission',
  horsepower: 'horsepower',
  seats: 'seats',
  color: 'color',
  description: 'description',
  otherBenefits: 'other_benefits',
};

/** The car details present in a (possibly partial) form, in the events' vocabulary. */
export function toCarDetailChanges(dto: Partial<CarFieldsDto>): Partial<CarDetails> {
  const changes: Partial<CarDetails> = {};
  for (const [key, field] of Object.entries(CAR_FIELDS) as Array<[keyof CarDetails, keyof CarFieldsDto]>) {
    if (dto[field] !== undefined) (changes as Record<string, unknown>)[key] = dto[field];
  }
  return changes;
}

export function toCarDetails(dto: CarFieldsDto): CarDetails {
  // No category chosen: the listing's body type comes from its model (model-body-types.ts).
  return { otherBenefits: '', categoryId: null, ...toCarDetailChanges(dto) } as CarDetails;
}

/** The offer terms present in a (possibly partial) form; price becomes exact minor units. */
export function toOfferChanges(dto: Partial<OfferTermsDto>): Partial<OfferTerms> {
  const changes: Partial<OfferTerms> = {};
  if (dto.offer_type !== undefined) changes.offerType = dto.offer_type;
  if (dto.price !== undefined) changes.priceMinor = toMinorUnits(dto.price) ?? 0;
  if (dto.price_unit !== undefined) changes.currency = dto.price_unit;
  if (dto.pricing_period !== undefined) changes.pricingPeriod = dto.pricing_period || null;
  if (dto.is_available !== undefined) changes.isAvailable = dto.is_available;
  if (dto.additional_features !== undefined) changes.additionalFeatures = dto.additional_features;
  if (dto.location !== undefined) changes.location = dto.location;
  return changes;
}
