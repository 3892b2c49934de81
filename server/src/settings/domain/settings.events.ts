import { NewEvent } from '../../event-store/event.types';
import { Currency } from '../../shared/money/money';

export const SITE_SETTINGS_STREAM = { type: 'site-settings', id: 'site' } as const;
export const EXCHANGE_RATES_STREAM = { type: 'exchange-rates', id: 'rates' } as const;

/** What admins configure (signed-in-area.md §2, system settings), with the spec's defaults. */
export interface SiteSettings {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  adDurationDays: number;
  maxImagesPerAd: number;
  reviewBeforePublish: boolean;
  allowRegistration: boolean;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: 'سيّارة',
  siteDescription: 'سوق السيارات السوري: بيع وشراء واستئجار السيارات وقطع الغيار',
  contactEmail: 'info@sayyara.sy',
  adDurationDays: 30,
  maxImagesPerAd: 10,
  reviewBeforePublish: true,
  allowRegistration: true,
};

export type SiteSettingsChanged = NewEvent<'SiteSettingsChanged', { changes: Partial<SiteSettings> }>;
/**
 * Units of each currency per US dollar, scaled by 10^6 (see shared/money). `repricing: 'batches'`:
 * the listings are re-priced by the worker in batches (ListingsRepriced) rather than with the
 * rates, as the events written before it were (a replay re-prices those with the rates).
 */
export type ExchangeRatesSet = NewEvent<'ExchangeRatesSet', { perUsdMicro: Record<Currency, number>; repricing?: 'batches' }>;

export type SettingsEvent = SiteSettingsChanged | ExchangeRatesSet;
