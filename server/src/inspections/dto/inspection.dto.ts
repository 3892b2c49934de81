import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsDateString,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateBy,
  ValidationOptions,
} from 'class-validator';
import { CarFieldsDto } from '../../cars/dto/car-fields.dto';
import { PageQueryDto } from '../../shared/http/page-query.dto';
import { PHONE_PATTERN, ToPhone } from '../../shared/http/contact-fields';
import { Trim } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';
import { INSPECTION_STATUSES } from '../domain/inspection.events';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day from today on (a day of slack for time zones), checked when validating, not at load. */
const NotInThePast = (options: ValidationOptions) =>
  ValidateBy(
    {
      name: 'notInThePast',
      validator: {
        validate: (value) => typeof value === 'string' && Date.parse(`${value}T00:00:00Z`) >= Date.now() - 2 * DAY_MS,
      },
    },
    options,
  );

const blankToUndefined = ({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value);

/**
 * The warranty inspection form (signed-in-area.md §5, inspection request): the car form's fields
 * and rules, plus what an inspection needs to happen: a phone to arrange it, the car's city and
 * an optional preferred day. `is_featured` means nothing here and is ignored.
 */
export class InspectionRequestDto extends CarFieldsDto {
  @ApiProperty({ example: '0944123456' })
  @ToPhone()
  @IsString({ message: AR.inspection.phone })
  @Matches(PHONE_PATTERN, { message: AR.inspection.phone })
  phone: string;

  @ApiProperty({ example: 'دمشق' })
  @Trim()
  @IsString({ message: AR.inspection.city })
  @MinLength(2, { message: AR.inspection.city })
  @MaxLength(60, { message: AR.inspection.city })
  city: string;

  @ApiPropertyOptional({ example: '2026-05-04', description: 'YYYY-MM-DD, today or later' })
  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: AR.inspection.preferredDate })
  @IsDateString({ strict: true }, { message: AR.inspection.preferredDate })
  @NotInThePast({ message: AR.inspection.preferredDate })
  preferred_date?: string;
}

/** PUT /api/inspection/{id}/status (admins). */
export class InspectionStatusDto {
  @ApiProperty({ enum: INSPECTION_STATUSES.filter((s) => s !== 'requested') })
  @IsIn(['scheduled', 'completed', 'cancelled'], { message: AR.inspection.status })
  status: 'scheduled' | 'completed' | 'cancelled';

  @ApiPropertyOptional({ description: 'The appointment (ISO 8601), with status scheduled' })
  @IsOptional()
  @Transform(blankToUndefined)
  @IsDateString({ strict: true }, { message: AR.inspection.scheduledAt })
  @ValidateBy(
    { name: 'parsableDate', validator: { validate: (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)) } },
    { message: AR.inspection.scheduledAt },
  )
  scheduled_at?: string;

  @ApiPropertyOptional({ description: 'Shown to the requester' })
  @IsOptional()
  @Trim()
  @IsString({ message: AR.inspection.note })
  @MaxLength(500, { message: AR.inspection.note })
  note?: string;
}

/** GET /api/inspection: the caller's requests (every request for admins). */
export class InspectionListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: [...INSPECTION_STATUSES, 'all'] })
  @IsOptional()
  @IsIn([...INSPECTION_STATUSES, 'all'], { message: AR.list.status })
  status?: (typeof INSPECTION_STATUSES)[number] | 'all';
}
