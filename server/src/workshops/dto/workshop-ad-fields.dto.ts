import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { latinDigits } from '../../shared/http/contact-fields';
import { ToId, Trim } from '../../shared/http/transforms';
import { AMOUNT_PATTERN, MAX_PRICE_MAJOR, MaxAmount } from '../../shared/money/amount.validators';
import { AR } from '../../shared/messages/ar';
import { RevisionOf } from '../../shared/http/validation';

/**
 * The workshop ad form (signed-in-area.md §5). One rule set for add and edit, the stricter of the
 * two: title at least 5, description at least 10, a non-negative price with up to two decimals.
 */
export class WorkshopAdFieldsDto {
  @ApiProperty({ description: 'The workshop the ad belongs to (yours)' })
  @ToId()
  @IsInt({ message: AR.ad.workshop })
  @Min(1, { message: AR.ad.workshop })
  @Max(2_147_483_647, { message: AR.ad.workshop })
  workshop_id: number;

  @ApiProperty({ minLength: 5, example: 'فحص كمبيوتر شامل' })
  @Trim()
  @IsString({ message: AR.ad.title })
  @MinLength(5, { message: AR.ad.title })
  @MaxLength(120, { message: AR.ad.title })
  title: string;

  @ApiProperty({ minLength: 10 })
  @Trim()
  @IsString({ message: AR.ad.description })
  @MinLength(10, { message: AR.ad.description })
  @MaxLength(2000, { message: AR.ad.description })
  description: string;

  @ApiProperty({ description: 'Syrian pounds: positive, at most two decimals', example: '150000' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'number' ? String(value) : typeof value === 'string' ? latinDigits(value).trim() : value,
  )
  @IsString({ message: AR.ad.price })
  @Matches(AMOUNT_PATTERN, { message: AR.ad.price })
  @MaxAmount(MAX_PRICE_MAJOR, { message: AR.ad.priceTooHigh })
  price: string;
}

/** PUT /api/workshop-ads/{id} (also POST with `_method=PUT`): any subset; the workshop never changes. */
export class ReviseWorkshopAdDto extends RevisionOf(WorkshopAdFieldsDto) {}
