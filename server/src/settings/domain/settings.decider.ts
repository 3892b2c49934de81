import { Aggregate } from '../../event-store/aggregate';
import { Currency, DEFAULT_RATES_PER_USD_MICRO } from '../../shared/money/money';
import {
  DEFAULT_SITE_SETTINGS,
  EXCHANGE_RATES_STREAM,
  ExchangeRatesSet,
  SITE_SETTINGS_STREAM,
  SiteSettings,
  SiteSettingsChanged,
} from './settings.events';

/** The site's settings: the defaults with every change laid over them. */
export const SITE_SETTINGS: Aggregate<SiteSettings> = {
  streamType: SITE_SETTINGS_STREAM.type,
  initial: () => ({ ...DEFAULT_SITE_SETTINGS }),
  evolve: (settings, event) => ({ ...settings, ...(event.data as SiteSettingsChanged['data']).changes }),
};

/** The exchange rates: each event holds the whole table, so the last one says what every rate is. */
export const EXCHANGE_RATES: Aggregate<Record<Currency, number>> = {
  streamType: EXCHANGE_RATES_STREAM.type,
  initial: () => DEFAULT_RATES_PER_USD_MICRO,
  evolve: (_, event) => (event.data as ExchangeRatesSet['data']).perUsdMicro,
};

/** Only the settings that really change go into the event (admins only, by the routes' `@Roles('admin')`). */
export function changeSiteSettings(current: SiteSettings, changes: Partial<SiteSettings>): SiteSettingsChanged[] {
  const changed = Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => current[key as keyof SiteSettings] !== value),
  ) as Partial<SiteSettings>;
  return Object.keys(changed).length ? [{ type: 'SiteSettingsChanged', data: { changes: changed } }] : [];
}

/** The new table (USD is always 1); the same rates again change nothing. */
export function setExchangeRates(
  current: Record<Currency, number>,
  perUsdMicro: Partial<Record<Currency, number>>,
): ExchangeRatesSet[] {
  const next: Record<Currency, number> = { ...current, ...perUsdMicro, USD: 1_000_000 };
  if ((Object.keys(next) as Currency[]).every((c) => next[c] === current[c])) return [];
  return [{ type: 'ExchangeRatesSet', data: { perUsdMicro: next, repricing: 'batches' } }];
}
