import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { BRANDS, brandFromInput } from '../../cars/domain/car.constants';
import { ToNumber, Trim } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';
import { CURRENCIES, Currency, currencyFromInput } from '../../shared/money/money';

/** GET /api/price-guide: the add/edit form's make, model, year and (optional) mileage. */
export class PriceGuideQueryDto {
  @ApiProperty({ description: 'An id 1–11 or a name', enum: BRANDS })
  @Transform(({ value }) => brandFromInput(value))
  @IsIn(BRANDS, { message: AR.car.brand })
  brand!: (typeof BRANDS)[number];

  @ApiProperty()
  @Trim()
  @IsString({ message: AR.car.model })
  @MinLength(1, { message: AR.car.model })
  @MaxLength(60, { message: AR.car.model })
  model!: string;

  @ApiProperty()
  @ToNumber()
  @IsInt({ message: AR.car.year })
  @Min(1900, { message: AR.car.year })
  @Max(2100, { message: AR.car.year })
  year!: number;

  @ApiPropertyOptional({ description: 'Kilometres: the figures are adjusted to them (else to the group’s average)' })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.car.mileage })
  @Min(0, { message: AR.car.mileage })
  @Max(5_000_000, { message: AR.car.mileage })
  mileage?: number;

  @ApiPropertyOptional({
    enum: CURRENCIES,
    default: 'USD',
    description: "The form's currency: the figures in it too ('SYR' is SYP)",
  })
  @IsOptional()
  @Transform(({ value }) => currencyFromInput(value))
  @IsIn(CURRENCIES, { message: AR.offer.priceUnit })
  currency?: Currency;
}
