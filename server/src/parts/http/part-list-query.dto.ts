import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../shared/http/page-query.dto';
import { AR } from '../../shared/messages/ar';
import { PART_CATEGORIES, PART_MAKES, PART_MODELS, PART_TYPES } from '../domain/part.constants';

/** '', 'all' and null mean no filter; names are matched without regard to case. */
const choice = ({ value }: { value: unknown }) =>
  value === '' || value === 'all' || value === null || value === undefined
    ? undefined
    : typeof value === 'string'
      ? value.trim().toLowerCase()
      : value;

/** GET /api/spare-parts (CONTRACT.md; 12 a page unless asked). */
export class PartListQueryDto extends PageQueryDto {
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

  @ApiPropertyOptional({ enum: ['newest', 'price_asc', 'price_desc'], description: 'Default: in stock first, then newest' })
  @IsOptional()
  @IsIn(['newest', 'price_asc', 'price_desc'], { message: AR.list.sort })
  sort?: 'newest' | 'price_asc' | 'price_desc';
}
