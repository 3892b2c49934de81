import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { latinDigits, PHONE_PATTERN, ToPhone } from '../../shared/http/contact-fields';
import { ToBoolean, Trim } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';
import { MAX_SERVICE_LENGTH, MAX_SERVICES, WORKSHOP_STATUSES } from '../domain/workshop.constants';
import { Omittable, RevisionOf } from '../../shared/http/validation';
import { VisibleName } from '../../shared/http/identity-fields';

/** 'غيار زيت، فحص كمبيوتر\nميزان' or ['غيار زيت', …] → a clean list (one form sends lines, another repeats the field). */
const ToServices = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === undefined || value === null) return value;
    const items: unknown = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\n,،]+/) : value;
    if (!Array.isArray(items)) return items;
    const cleaned = (items as unknown[])
      .map((item) => (typeof item === 'string' ? item.trim() : item))
      .filter((item) => item !== '');
    return [...new Set(cleaned)];
  });

/**
 * The workshop form's fields and rules (signed-in-area.md §5). Where the add and edit forms
 * differ, the stricter rule is here: name 5, registration number 10.
 */
export class WorkshopFieldsDto {
  @ApiProperty({ minLength: 5, example: 'ورشة النجم لصيانة السيارات' })
  @VisibleName()
  @IsString({ message: AR.workshop.name })
  @MinLength(5, { message: AR.workshop.name })
  @MaxLength(120, { message: AR.workshop.name })
  name: string;

  @ApiProperty({ minLength: 5, example: 'المنطقة الصناعية، شارع الورشات' })
  @Trim()
  @IsString({ message: AR.workshop.location })
  @MinLength(5, { message: AR.workshop.location })
  @MaxLength(200, { message: AR.workshop.location })
  location: string;

  @ApiProperty({ minLength: 2, example: 'دمشق' })
  @Trim()
  @IsString({ message: AR.workshop.city })
  @MinLength(2, { message: AR.workshop.city })
  @MaxLength(60, { message: AR.workshop.city })
  city: string;

  @ApiProperty({ minLength: 10, example: '2023-145678' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? latinDigits(value).trim() : typeof value === 'number' ? String(value) : value,
  )
  @IsString({ message: AR.workshop.registration })
  @MinLength(10, { message: AR.workshop.registration })
  @MaxLength(40, { message: AR.workshop.registration })
  commercial_registration_number: string;

  @ApiPropertyOptional({ example: '0944123456' })
  @Omittable()
  @ToPhone()
  @ValidateIf((o: WorkshopFieldsDto) => o.phone !== '')
  @IsString({ message: AR.workshop.phone })
  @Matches(PHONE_PATTERN, { message: AR.workshop.phone })
  phone?: string;

  @ApiPropertyOptional({ default: '24/7', example: 'يوميًا 8 صباحًا - 8 مساءً' })
  @Omittable()
  @Trim()
  @IsString({ message: AR.workshop.workingHours })
  @MaxLength(100, { message: AR.workshop.workingHours })
  working_hours?: string;

  @ApiPropertyOptional()
  @Omittable()
  @Trim()
  @IsString({ message: AR.workshop.location })
  @MaxLength(200, { message: AR.workshop.location })
  address?: string;

  @ApiPropertyOptional({ description: 'The about tab' })
  @Omittable()
  @Trim()
  @IsString({ message: AR.workshop.description })
  @MaxLength(3000, { message: AR.workshop.description })
  description?: string;

  @ApiPropertyOptional({ type: [String], description: 'A list, or one text with a service per line or comma' })
  @Omittable()
  @ToServices()
  @IsArray({ message: AR.workshop.services })
  @ArrayMaxSize(MAX_SERVICES, { message: AR.workshop.services })
  @IsString({ each: true, message: AR.workshop.services })
  @MaxLength(MAX_SERVICE_LENGTH, { each: true, message: AR.workshop.services })
  services?: string[];

  @ApiPropertyOptional({ description: 'The workshop offers warranty inspections (the verified tick)' })
  @Omittable()
  @ToBoolean()
  @IsBoolean({ message: AR.workshop.warranty })
  warranty_offered?: boolean;

  @ApiPropertyOptional({ example: 'ميكانيك وكهرباء' })
  @Omittable()
  @Trim()
  @IsString({ message: AR.workshop.specialization })
  @MaxLength(80, { message: AR.workshop.specialization })
  specialization?: string;

  @ApiPropertyOptional({
    enum: WORKSHOP_STATUSES,
    description: 'A new workshop is pending whatever is sent; once approved, the owner toggles active/inactive',
  })
  @Omittable()
  @Trim()
  @IsIn(WORKSHOP_STATUSES, { message: AR.list.status })
  status?: (typeof WORKSHOP_STATUSES)[number];
}

/** PUT /api/workshops/{id} (also POST with `_method=PUT`): any subset, same rules. */
export class ReviseWorkshopDto extends RevisionOf(WorkshopFieldsDto) {
  @ApiPropertyOptional({ description: '1: remove the current image (ignored when a new one is sent)' })
  @Omittable()
  @ToBoolean()
  @IsBoolean({ message: AR.workshop.image })
  remove_image?: boolean;
}

/** The spec's other spellings of the workshop's fields (signed-in-area.md §3). */
export const WORKSHOP_FIELD_ALIASES: Record<string, string> = {
  workingHours: 'working_hours',
  warrantyOffered: 'warranty_offered',
  commercialRegistrationNumber: 'commercial_registration_number',
};

export class WorkshopSettingsDto {
  @ApiProperty({ description: 'Tell the owner live when a review arrives' })
  @ToBoolean()
  @IsBoolean({ message: AR.workshop.setting })
  notify_reviews: boolean;

  @ApiProperty({ description: 'Tell the owner live when an admin decides on the workshop' })
  @ToBoolean()
  @IsBoolean({ message: AR.workshop.setting })
  notify_status: boolean;
}

export class ReviewDto {
  @ApiProperty({ minimum: 1, maximum: 5 })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\s*[1-5]\s*$/.test(value) ? Number(value) : value,
  )
  @IsIn([1, 2, 3, 4, 5], { message: AR.review.rating })
  rating: number;

  @ApiProperty({ minLength: 5, example: 'خدمة ممتازة وسرعة في الإنجاز' })
  @Trim()
  @IsString({ message: AR.review.comment })
  @MinLength(5, { message: AR.review.comment })
  @MaxLength(1000, { message: AR.review.comment })
  comment: string;
}
