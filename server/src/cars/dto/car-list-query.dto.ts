import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { PagePerPageQuery } from '../../shared/http/page-query.dto';
import { ToId, ToNumber } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';
import { MAX_PRICE_MAJOR } from '../../shared/money/amount.validators';
import { CURRENCIES, Currency, currencyFromInput } from '../../shared/money/money';
import {
  BRANDS,
  brandFromInput,
  CAR_STATUSES,
  CONDITIONS,
  FUEL_TYPES,
  OFFER_TYPES,
  PRICING_PERIODS,
} from '../domain/car.constants';

/** The orders a car list offers (the cursor of a page belongs to one of them). */
export const LIST_SORTS = [
  'newest',
  'oldest',
  'price_asc',
  'price_desc',
  'year_desc',
  'year_asc',
  'mileage_asc',
  'mileage_desc',
] as const;

/** Body types a buyer filters by: the car form's categories (projections.categories ids 1–6). */
export const BODY_TYPES = { sedan: 1, suv: 2, hatchback: 3, pickup: 4, coupe: 5, van: 6 } as const;
export type BodyType = keyof typeof BODY_TYPES;
export const SELLER_TYPES = ['private', 'store'] as const;
/** A buyer's gearbox: CVT and DCT gearboxes are automatic ones. */
export const GEARBOXES = ['automatic', 'manual'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** 'all', '' and the old client's 'all brands' mean no filter. */
const blankToUndefined = (value: unknown) =>
  value === '' || value === 'all' || value === null || value === undefined ? undefined : value;

/** 'daily,weekly' or pricing_period[]=daily&pricing_period[]=weekly → ['daily', 'weekly']. */
const toList = ({ value }: { value: unknown }) => {
  const blank = blankToUndefined(value);
  if (blank === undefined) return undefined;
  // Anything but a list or text (an object from the query string) stays as it is and fails validation.
  const items: unknown[] = Array.isArray(blank) ? blank : typeof blank === 'string' ? blank.split(',') : [blank];
  return items.map((item) => (typeof item === 'string' ? item.trim() : item));
};

export class PriceRangeDto {
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.list.price })
  @Min(0, { message: AR.list.price })
  @Max(MAX_PRICE_MAJOR, { message: AR.list.price })
  min?: number;

  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.list.price })
  @Min(0, { message: AR.list.price })
  @Max(MAX_PRICE_MAJOR, { message: AR.list.price })
  max?: number;

  /**
   * The currency min and max are in (price[currency]=SYP): a buyer who thinks in pounds filters in
   * pounds; the list still compares the stored US-cent price, the bounds converted at today's rate.
   */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => currencyFromInput(blankToUndefined(value)))
  @IsIn(CURRENCIES, { message: AR.list.priceCurrency })
  currency?: Currency;
}

/** year[min] and year[max]: the model years, both included. */
export class YearRangeDto {
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.list.year })
  @Min(1900, { message: AR.list.year })
  @Max(2100, { message: AR.list.year })
  min?: number;

  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.list.year })
  @Min(1900, { message: AR.list.year })
  @Max(2100, { message: AR.list.year })
  max?: number;
}

/** mileage[max]: at most so many km. */
export class MileageRangeDto {
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.list.mileage })
  @Min(0, { message: AR.list.mileage })
  @Max(10_000_000, { message: AR.list.mileage })
  max?: number;
}

/** GET /api/cars (CONTRACT.md, query parameters). */
export class CarListQueryDto extends PagePerPageQuery({ default: 12 }) {
  @ApiPropertyOptional({ description: 'An id 1–11 or a name', enum: BRANDS })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => brandFromInput(blankToUndefined(value)))
  @IsIn(BRANDS, { message: AR.car.brand })
  brand?: (typeof BRANDS)[number];

  @ApiPropertyOptional({ description: 'price[min] and price[max], in US dollars, or in price[currency] (SYP, EUR) when given' })
  @IsOptional()
  @ValidateNested()
  @Type(() => PriceRangeDto)
  price?: PriceRangeDto;

  @ApiPropertyOptional({ description: 'Arabic-normalised text search' })
  @IsOptional()
  @IsString({ message: AR.list.search })
  @MaxLength(100, { message: AR.list.search })
  search?: string;

  @ApiPropertyOptional({ enum: OFFER_TYPES })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => blankToUndefined(value))
  @IsIn(OFFER_TYPES, { message: AR.list.offerType })
  offer_type?: (typeof OFFER_TYPES)[number];

  @ApiPropertyOptional({ description: 'Rent offers priced per period: one or several, comma-separated', enum: PRICING_PERIODS })
  @IsOptional()
  @Transform(toList)
  @IsArray({ message: AR.list.pricingPeriod })
  @ArrayMaxSize(PRICING_PERIODS.length, { message: AR.list.pricingPeriod })
  @IsIn(PRICING_PERIODS, { each: true, message: AR.list.pricingPeriod })
  pricing_period?: Array<(typeof PRICING_PERIODS)[number]>;

  @ApiPropertyOptional({ description: '1: only offers marked available (rentals)' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => value === '1' || value === 'true' || value === true)
  available?: boolean;

  @ApiPropertyOptional({
    description: "A city (the city of the offer's place, e.g. دمشق matches «دمشق - المزة»), or any other text found in the place",
  })
  @IsOptional()
  @IsString({ message: AR.list.location })
  @MaxLength(60, { message: AR.list.location })
  location?: string;

  @ApiPropertyOptional({ enum: FUEL_TYPES, description: 'Only cars of this fuel (the fuel facet)' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => blankToUndefined(value))
  @IsIn(FUEL_TYPES, { message: AR.list.fuelType })
  fuel_type?: (typeof FUEL_TYPES)[number];

  @ApiPropertyOptional({ description: '1: featured cars only' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => value === '1' || value === 'true' || value === true)
  featured?: boolean;

  @ApiPropertyOptional({ enum: [...CAR_STATUSES, 'all'], description: 'Owners (with user_id) and admins only' })
  @IsOptional()
  @IsIn([...CAR_STATUSES, 'all'], { message: AR.list.status })
  status?: (typeof CAR_STATUSES)[number] | 'all';

  @ApiPropertyOptional()
  @IsOptional()
  @ToId()
  @IsInt({ message: AR.list.userId })
  @Min(1, { message: AR.list.userId })
  @Max(2_147_483_647, { message: AR.list.userId })
  user_id?: number;

  @ApiPropertyOptional({
    description:
      'A next_cursor or prev_cursor of an earlier answer (same sort): the page after or before it, by keyset; page is then ignored',
  })
  @IsOptional()
  @Allow() // checked where it is decoded (400 in Arabic when it is not one of ours)
  cursor?: unknown;

  @ApiPropertyOptional({ enum: ['good'], description: 'good: only sale listings whose price indicator is great or good' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => blankToUndefined(value))
  @IsIn(['good'], { message: AR.list.deal })
  deal?: 'good';

  @ApiPropertyOptional({ description: 'year[min] and year[max]: model years, both included' })
  @IsOptional()
  @ValidateNested()
  @Type(() => YearRangeDto)
  year?: YearRangeDto;

  @ApiPropertyOptional({ description: 'mileage[max]: at most so many km' })
  @IsOptional()
  @ValidateNested()
  @Type(() => MileageRangeDto)
  mileage?: MileageRangeDto;

  @ApiPropertyOptional({ enum: GEARBOXES, description: 'automatic includes CVT and DCT gearboxes' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => blankToUndefined(value))
  @IsIn(GEARBOXES, { message: AR.list.transmission })
  transmission?: (typeof GEARBOXES)[number];

  @ApiPropertyOptional({ enum: CONDITIONS })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => blankToUndefined(value))
  @IsIn(CONDITIONS, { message: AR.list.condition })
  condition?: (typeof CONDITIONS)[number];

  @ApiPropertyOptional({ enum: Object.keys(BODY_TYPES), description: "The car form's category" })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => blankToUndefined(value))
  @IsIn(Object.keys(BODY_TYPES), { message: AR.list.bodyType })
  body_type?: BodyType;

  @ApiPropertyOptional({ enum: SELLER_TYPES, description: 'store: sellers with an active store; private: the others' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => blankToUndefined(value))
  @IsIn(SELLER_TYPES, { message: AR.list.sellerType })
  seller_type?: (typeof SELLER_TYPES)[number];

  @ApiPropertyOptional({ enum: LIST_SORTS })
  @IsOptional()
  @IsIn(LIST_SORTS, { message: AR.list.sort })
  sort?: ListSort;
}
