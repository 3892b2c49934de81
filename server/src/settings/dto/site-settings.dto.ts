import { ApiPropertyOptional } from '@nestjs/swagger';

import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IMAGE_MAX_FILES_PER_REQUEST } from '../../media/stored-image';
import { ToBoolean, ToNumber, Trim } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';
import { SiteSettings } from '../domain/settings.events';
import { AccountEmail } from '../../shared/http/identity-fields';

/** PUT /api/admin/settings: any subset of the system settings. */
export class SiteSettingsDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @IsString({ message: AR.settings.siteName })
  @MinLength(2, { message: AR.settings.siteName })
  @MaxLength(60, { message: AR.settings.siteName })
  site_name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @IsString({ message: AR.settings.siteDescription })
  @MaxLength(300, { message: AR.settings.siteDescription })
  site_description?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @AccountEmail({ message: AR.settings.contactEmail })
  contact_email?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 365, default: 30 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.settings.adDuration })
  @Min(1, { message: AR.settings.adDuration })
  @Max(365, { message: AR.settings.adDuration })
  ad_duration_days?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: IMAGE_MAX_FILES_PER_REQUEST, default: 10 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.settings.maxImages })
  @Min(1, { message: AR.settings.maxImages })
  @Max(IMAGE_MAX_FILES_PER_REQUEST, { message: AR.settings.maxImages })
  max_images_per_ad?: number;

  @ApiPropertyOptional({ default: true, description: 'Off: new cars are active at once' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: AR.settings.toggle })
  review_before_publish?: boolean;

  @ApiPropertyOptional({ default: true, description: 'Off: sign-up is closed' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: AR.settings.toggle })
  allow_registration?: boolean;
}

/** API field ↔ domain key, in one place for reading and writing. */
export const SETTINGS_FIELDS: Record<keyof SiteSettingsDto, keyof SiteSettings> = {
  site_name: 'siteName',
  site_description: 'siteDescription',
  contact_email: 'contactEmail',
  ad_duration_days: 'adDurationDays',
  max_images_per_ad: 'maxImagesPerAd',
  review_before_publish: 'reviewBeforePublish',
  allow_registration: 'allowRegistration',
};

export type SiteSettingsView = Required<SiteSettingsDto>;

export function toSettingsView(settings: SiteSettings): SiteSettingsView {
  const view = {} as Record<string, unknown>;
  for (const [field, key] of Object.entries(SETTINGS_FIELDS)) view[field] = settings[key];
  return view as SiteSettingsView;
}

export function toSettingsChanges(dto: SiteSettingsDto): Partial<SiteSettings> {
  const changes: Partial<Record<keyof SiteSettings, unknown>> = {};
  for (const [field, key] of Object.entries(SETTINGS_FIELDS) as Array<[keyof SiteSettingsDto, keyof SiteSettings]>) {
    if (dto[field] !== undefined) changes[key] = dto[field];
  }
  return changes as Partial<SiteSettings>;
}
