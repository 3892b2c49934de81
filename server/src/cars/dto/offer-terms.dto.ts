import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { ToBoolean, Trim } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';
import { AMOUNT_PATTERN, MAX_PRICE_MAJOR, MaxAmount } from '../../shared/money/amount.validators';
import { CURRENCIES, currencyFromInput } from '../../shared/money/money';
import { OFFER_TYPES, PRICING_PERIODS } from '../domain/car.constants';
import { Nullable, Omittable, RevisionOf } from '../../shared/http/validation';

const toText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);

/** The offer form's fields and rules (signed-in-area.md §5). */
export class OfferTermsDto {
  @ApiPropertyOptional({ description: 'Ignored: the car is the one in the path' })
  @IsOptional()
  car_id?: unknown;

  @ApiProperty({ enum: OFFER_TYPES, default: 'sale' })
  @Trim()
  @IsIn(OFFER_TYPES, { message: AR.offer.offerType })
  offer_type: (typeof OFFER_TYPES)[number];

  @ApiProperty({ description: 'Positive, at most two decimals and 999,999,999, in price_unit', example: '15000' })
  @Transform(toText)
  @IsString({ message: AR.offer.price })
  @Matches(AMOUNT_PATTERN, { message: AR.offer.price })
  @MaxAmount(MAX_PRICE_MAJOR, { message: AR.offer.priceTooHigh })
  price: string;

  @ApiPropertyOptional({ enum: CURRENCIES, default: 'SYP', description: "'SYR' is accepted for SYP" })
  @Omittable()
  @Transform(({ value }) => currencyFromInput(value))
  @IsIn(CURRENCIES, { message: AR.offer.priceUnit })
  price_unit?: (typeof CURRENCIES)[number];

  @ApiPropertyOptional({ enum: PRICING_PERIODS, description: 'Required for rent' })
  // Only a rent offer has a period; a sale offer's period is ignored (stored as none).
  @ValidateIf((o: OfferTermsDto) => o.offer_type === 'rent')
  @Nullable()
  @IsIn(PRICING_PERIODS, { message: AR.offer.pricingPeriod })
  pricing_period?: (typeof PRICING_PERIODS)[number] | null;

  @ApiPropertyOptional({ default: true })
  @Omittable()
  @ToBoolean()
  @IsBoolean({ message: AR.offer.isAvailable })
  is_available?: boolean;

  @ApiPropertyOptional({ description: 'Comma-separated' })
  @Omittable()
  @Trim()
  @IsString({ message: AR.offer.additionalFeatures })
  @MaxLength(1000, { message: AR.offer.additionalFeatures })
  additional_features?: string;

  @ApiProperty({ example: 'دمشق - المزة' })
  @Trim()
  @IsString({ message: AR.offer.location })
  @MinLength(2, { message: AR.offer.location })
  @MaxLength(120, { message: AR.offer.location })
  location: string;
}

/** PUT /api/cars/{id}/offers: any subset, same rules (a switch to rent still needs a period). */
export class ReviseOfferDto extends RevisionOf(OfferTermsDto) {}
