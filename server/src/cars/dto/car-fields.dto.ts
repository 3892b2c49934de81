import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsString, Max, MaxLength, Min, MinLength, ValidateBy, ValidationOptions } from 'class-validator';
import { ToBoolean, ToId, ToNumber, Trim } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';
import { BRANDS, brandFromInput, CONDITIONS, FUEL_TYPES, TRANSMISSIONS } from '../domain/car.constants';
import { Omittable } from '../../shared/http/validation';
import { VisibleName } from '../../shared/http/identity-fields';

/** Checked at validation time, not when the class loads: the limit moves with the calendar. */
const NotAfterNextYear = (options: ValidationOptions) =>
  ValidateBy(
    { name: 'notAfterNextYear', validator: { validate: (v) => typeof v === 'number' && v <= new Date().getFullYear() + 1 } },
    options,
  );

/**
 * The car form's fields and rules (signed-in-area.md §5). One rule set serves add and edit:
 * where the spec's two forms differ, the stricter rule is here.
 */
export class CarFieldsDto {
  @ApiProperty({ minLength: 5, example: 'تويوتا كامري 2019 فل كامل' })
  @VisibleName()
  @IsString({ message: AR.car.name })
  @MinLength(5, { message: AR.car.name })
  @MaxLength(120, { message: AR.car.name })
  name: string;

  @ApiProperty({ description: 'An id 1–11 or a lower-case name', enum: BRANDS })
  @Transform(({ value }) => brandFromInput(value))
  @IsIn(BRANDS, { message: AR.car.brand })
  brand: (typeof BRANDS)[number];

  @ApiPropertyOptional({
    minimum: 1,
    description: "The body type (category); left out or empty, the listing takes its model's from the catalogue",
  })
  @Omittable()
  @ToId()
  @IsInt({ message: AR.car.category })
  @Min(1, { message: AR.car.category })
  @Max(1_000_000, { message: AR.car.category })
  category_id?: number;

  @ApiProperty({ minLength: 2, example: 'اليابان' })
  @Trim()
  @IsString({ message: AR.car.country })
  @MinLength(2, { message: AR.car.country })
  @MaxLength(60, { message: AR.car.country })
  country_of_manufacture: string;

  @ApiProperty({ minLength: 2, example: 'كامري' })
  @Trim()
  @IsString({ message: AR.car.model })
  @MinLength(2, { message: AR.car.model })
  @MaxLength(60, { message: AR.car.model })
  model: string;

  @ApiProperty({ minimum: 1900 })
  @ToNumber()
  @IsInt({ message: AR.car.year })
  @Min(1900, { message: AR.car.year })
  @NotAfterNextYear({ message: AR.car.year })
  year: number;

  @ApiProperty({ enum: CONDITIONS })
  @Trim()
  @IsIn(CONDITIONS, { message: AR.car.condition })
  condition: (typeof CONDITIONS)[number];

  @ApiProperty({ minimum: 0 })
  @ToNumber()
  @IsInt({ message: AR.car.mileage })
  @Min(0, { message: AR.car.mileage })
  @Max(5_000_000, { message: AR.car.mileage })
  mileage: number;

  @ApiProperty({ enum: FUEL_TYPES })
  @Trim()
  @IsIn(FUEL_TYPES, { message: AR.car.fuelType })
  fuel_type: (typeof FUEL_TYPES)[number];

  @ApiProperty({ enum: TRANSMISSIONS })
  @Trim()
  @IsIn(TRANSMISSIONS, { message: AR.car.transmission })
  transmission: (typeof TRANSMISSIONS)[number];

  @ApiProperty({ minimum: 1 })
  @ToNumber()
  @IsInt({ message: AR.car.horsepower })
  @Min(1, { message: AR.car.horsepower })
  @Max(3000, { message: AR.car.horsepower })
  horsepower: number;

  @ApiProperty({ minimum: 1, maximum: 20 })
  @ToNumber()
  @IsInt({ message: AR.car.seats })
  @Min(1, { message: AR.car.seats })
  @Max(20, { message: AR.car.seats })
  seats: number;

  @ApiProperty({ minLength: 3, example: 'أبيض' })
  @Trim()
  @IsString({ message: AR.car.color })
  @MinLength(3, { message: AR.car.color })
  @MaxLength(40, { message: AR.car.color })
  color: string;

  @ApiProperty({ minLength: 20 })
  @Trim()
  @IsString({ message: AR.car.description })
  @MinLength(20, { message: AR.car.description })
  @MaxLength(5000, { message: AR.car.description })
  description: string;

  @ApiPropertyOptional({ description: 'Honoured only when an admin writes' })
  @Omittable()
  @ToBoolean()
  @IsBoolean({ message: AR.car.isFeatured })
  is_featured?: boolean;

  @ApiPropertyOptional()
  @Omittable()
  @Trim()
  @IsString({ message: AR.car.otherBenefits })
  @MaxLength(1000, { message: AR.car.otherBenefits })
  other_benefits?: string;
}
