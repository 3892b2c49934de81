import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, IsUrl, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { PHONE_PATTERN, ToPhone, ToWebsite } from '../../shared/http/contact-fields';
import { ToBoolean, Trim } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';
import { STORE_CATEGORIES, STORE_STATUSES } from '../domain/store.constants';
import { AccountEmail, VisibleName } from '../../shared/http/identity-fields';
import { RevisionOf } from '../../shared/http/validation';

/**
 * The store form's fields and rules (signed-in-area.md §5, stores). One rule set for create and
 * edit; the logo is a file of the same multipart request (field `logo`).
 */
export class StoreFieldsDto {
  @ApiProperty({ minLength: 3, example: 'أوتو ستار للسيارات' })
  @VisibleName()
  @IsString({ message: AR.store.name })
  @MinLength(3, { message: AR.store.name })
  @MaxLength(120, { message: AR.store.name })
  name: string;

  @ApiProperty({ minLength: 10 })
  @Trim()
  @IsString({ message: AR.store.description })
  @MinLength(10, { message: AR.store.description })
  @MaxLength(2000, { message: AR.store.description })
  description: string;

  @ApiProperty({ minLength: 5, example: 'دمشق - المزة، أوتوستراد المزة' })
  @Trim()
  @IsString({ message: AR.store.address })
  @MinLength(5, { message: AR.store.address })
  @MaxLength(200, { message: AR.store.address })
  address: string;

  @ApiPropertyOptional({ description: 'The city', example: 'دمشق' })
  @IsOptional()
  @Trim()
  @IsString({ message: AR.store.location })
  @MaxLength(60, { message: AR.store.location })
  location?: string;

  @ApiPropertyOptional({ enum: STORE_CATEGORIES })
  @IsOptional()
  @ValidateIf((o: StoreFieldsDto) => o.category !== '')
  @IsIn(STORE_CATEGORIES, { message: AR.store.category })
  category?: (typeof STORE_CATEGORIES)[number] | '';

  @ApiProperty({ example: '0944123456' })
  @ToPhone()
  @IsString({ message: AR.store.phone })
  @Matches(PHONE_PATTERN, { message: AR.store.phone })
  phone: string;

  @ApiProperty({ example: 'info@autostar.sy' })
  @AccountEmail({ message: AR.store.email })
  @MaxLength(254, { message: AR.store.email })
  email: string;

  @ApiPropertyOptional({ description: "Optional; '' clears it", example: 'https://autostar.sy' })
  @IsOptional()
  @ToWebsite()
  @ValidateIf((o: StoreFieldsDto) => o.website !== '')
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: AR.store.website })
  @MaxLength(200, { message: AR.store.website })
  website?: string;

  @ApiPropertyOptional({
    enum: STORE_STATUSES,
    description: 'A new store is pending whatever is sent; once approved, the owner toggles active/inactive',
  })
  @IsOptional()
  @Trim()
  @IsIn(STORE_STATUSES, { message: AR.store.status })
  status?: (typeof STORE_STATUSES)[number];
}

/** PUT /api/stores/{id} (also POST with `_method=PUT`): any subset of the fields, same rules. */
export class ReviseStoreDto extends RevisionOf(StoreFieldsDto) {
  @ApiPropertyOptional({ description: '1: remove the current logo (ignored when a new one is sent)' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: AR.store.logo })
  remove_logo?: boolean;
}
