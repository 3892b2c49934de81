import { validateDto } from '../../shared/http/validation';
import { ExchangeRatesDto, toMicroUnits } from './exchange-rates.dto';
import { SiteSettingsDto, toSettingsChanges, toSettingsView } from './site-settings.dto';
import { DEFAULT_SITE_SETTINGS } from '../domain/settings.events';

describe('settings DTOs', () => {
  it('turns decimal rates into exact micro-units', () => {
    expect(toMicroUnits('110')).toBe(110_000_000);
    expect(toMicroUnits('0.92')).toBe(920_000);
    expect(toMicroUnits('137.123456')).toBe(137_123_456);
    expect(toMicroUnits(' 1.5 ')).toBe(1_500_000);
  });

  it.each([['0'], ['0.000'], ['-1'], ['1.1234567'], ['abc'], ['1e3'], ['']])('refuses the rate %j', async (rate) => {
    const { errors } = await validateDto(ExchangeRatesDto, { SYP: rate });
    expect(errors).toEqual({ SYP: ['يرجى إدخال سعر صرف صحيح أكبر من صفر'] });
  });

  it('accepts numbers and numeric strings for rates', async () => {
    const { value, errors } = await validateDto(ExchangeRatesDto, { SYP: 115.5, EUR: '0.9' });
    expect(errors).toEqual({});
    expect(value).toMatchObject({ SYP: '115.5', EUR: '0.9' });
  });

  it('maps between the API fields and the domain keys both ways', async () => {
    const { value, errors } = await validateDto(SiteSettingsDto, {
      ad_duration_days: '15',
      review_before_publish: '0',
      max_images_per_ad: 4,
      status: 'ignored',
    });
    expect(errors).toEqual({});
    expect(toSettingsChanges(value)).toEqual({ adDurationDays: 15, reviewBeforePublish: false, maxImagesPerAd: 4 });
    expect(toSettingsView(DEFAULT_SITE_SETTINGS)).toMatchObject({
      ad_duration_days: 30,
      max_images_per_ad: 10,
      review_before_publish: true,
      allow_registration: true,
    });
  });
});
