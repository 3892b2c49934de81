import { projectionSpec, SPEC_START } from '../../event-store/projection-specification';
import { Currency } from '../../shared/money/money';
import { SettingsEvent, SiteSettings } from '../domain/settings.events';
import { SettingsProjection } from './settings.projection';

const projection = new SettingsProjection();
const site = projectionSpec(projection, { streamType: 'site-settings', streamId: 'site' });
const rates = projectionSpec(projection, { streamType: 'exchange-rates', streamId: 'rates' });
const at = (position: number) => new Date(SPEC_START.getTime() + position * 1000).toISOString();

const changed = (changes: Partial<SiteSettings>): SettingsEvent => ({ type: 'SiteSettingsChanged', data: { changes } });
const set = (perUsdMicro: Record<Currency, number>): SettingsEvent => ({ type: 'ExchangeRatesSet', data: { perUsdMicro } });

describe('site settings and exchange rates, as folds of their streams', () => {
  it('keeps one row per setting, each with its latest value and when it was set', () => {
    site([changed({ siteName: 'سيّارة', adDurationDays: 30 })])
      .when(changed({ adDurationDays: 45, reviewBeforePublish: false }))
      .then({
        site_settings: [
          { key: 'siteName', value: 'سيّارة', updated_at: at(1) },
          { key: 'adDurationDays', value: 45, updated_at: at(2) },
          { key: 'reviewBeforePublish', value: false, updated_at: at(2) },
        ],
        exchange_rates: [],
      });
  });

  it('keeps one row per currency, each with its latest rate and when it was set', () => {
    rates([set({ SYP: 13_000_000_000, USD: 1_000_000, EUR: 920_000 })])
      .when(set({ SYP: 13_500_000_000, USD: 1_000_000, EUR: 910_000 }))
      .then({
        exchange_rates: [
          { currency: 'SYP', per_usd_micro: 13_500_000_000, updated_at: at(2) },
          { currency: 'USD', per_usd_micro: 1_000_000, updated_at: at(2) },
          { currency: 'EUR', per_usd_micro: 910_000, updated_at: at(2) },
        ],
        site_settings: [],
      });
  });
});
