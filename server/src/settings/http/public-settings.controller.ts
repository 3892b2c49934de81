import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../shared/auth/auth.decorators';
import { SettingsQueries } from '../queries/settings-queries';

export interface PublicSettingsView {
  site_name: string;
  site_description: string;
  contact_email: string;
  ad_duration_days: number;
  max_images_per_ad: number;
  review_before_publish: boolean;
  allow_registration: boolean;
}

/** What every visitor's browser needs from the system settings (the add form's photo limit…). */
@ApiTags('settings')
@Controller('api/settings')
export class PublicSettingsController {
  constructor(private readonly settings: SettingsQueries) {}

  @Public()
  @Get()
  async get(): Promise<{ data: PublicSettingsView }> {
    const s = await this.settings.site();
    return {
      data: {
        site_name: s.siteName,
        site_description: s.siteDescription,
        contact_email: s.contactEmail,
        ad_duration_days: s.adDurationDays,
        max_images_per_ad: s.maxImagesPerAd,
        review_before_publish: s.reviewBeforePublish,
        allow_registration: s.allowRegistration,
      },
    };
  }
}
