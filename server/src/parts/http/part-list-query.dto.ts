import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ToNumber } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';
import { PART_CATEGORIES, PART_MAKES, PART_MODELS, PART_TYPES } from '../domain/part.constants';

/** '', 'all' and null mean no filter; names are matched without regard to case. */
const choice = ({ value }: { value: unknown }) =>
  value === '' || value === 'all' || value === null || value === undefined
    ? undefined
    : typeof value === 'string'
      ? value.trim().toLowerCase()
      : value;

/** GET /api/spare-parts (CONTRACT.md). */
export class PartListQueryDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.list.page })
  @Min(1, { message: AR.list.page })
  @Max(100_000, { message: AR.list.page })
  page?: number;

  @ApiPropertyOptional({ default: 12, maximum: 100 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.list.perPage })
  @Min(1, { message: AR.list.perPage })
  @Max(100, { message: AR.list.perPage })
  per_page?: number;

  @ApiPropertyOptional({ enum: PART_CATEGORIES })
  @IsOptional()
  @Transform(choice)
  @IsIn(PART_CATEGORIES, { message: AR.parts.category })
  category?: (typeof PART_CATEGORIES)[number];

  @ApiPropertyOptional({ enum: PART_MAKES, description: 'Parts that fit this make, and those that fit every car' })
  @IsOptional()
  @Transform(choice)
  @IsIn(PART_MAKES, { message: AR.parts.make })
  make?: (typeof PART_MAKES)[number];

  @ApiPropertyOptional({ enum: Object.keys(PART_MODELS), description: 'Parts that fit this model, and those that fit every car' })
  @IsOptional()
  @Transform(choice)
  @IsIn(Object.keys(PART_MODELS), { message: AR.parts.model })
  model?: keyof typeof PART_MODELS;

  @ApiPropertyOptional({ enum: PART_TYPES })
  @IsOptional()
  @Transform(choice)
  @IsIn(PART_TYPES, { message: AR.parts.type })
  type?: (typeof PART_TYPES)[number];

  @ApiPropertyOptional({ description: 'Arabic-normalised text search' })
  @IsOptional()
  @IsString({ message: AR.list.search })
  @MaxLength(100, { message: AR.list.search })
  search?: string;

  @ApiPropertyOptional({ enum: ['newest', 'price_asc', 'price_desc'], description: 'Default: in stock first, then newest' })
  @IsOptional()
  @IsIn(['newest', 'price_asc', 'price_desc'], { message: AR.list.sort })
  sort?: 'newest' | 'price_asc' | 'price_desc';
}
