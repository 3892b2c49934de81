import { deciderSpec } from '../../event-store/decider-specification';
import { DEFAULT_RATES_PER_USD_MICRO } from '../../shared/money/money';
import { changeSiteSettings, EXCHANGE_RATES, setExchangeRates, SITE_SETTINGS } from './settings.decider';

describe('the site settings decider', () => {
  const given = deciderSpec(SITE_SETTINGS);

  it('records only the settings that really change', () => {
    given([])
      .when((settings) => changeSiteSettings(settings, { adDurationDays: 45, siteName: 'سيّارة' }))
      .then([{ type: 'SiteSettingsChanged', data: { changes: { adDurationDays: 45 } } }]);
  });

  it('records nothing when every setting is as it was, after earlier changes too', () => {
    given([{ type: 'SiteSettingsChanged', data: { changes: { adDurationDays: 45 } } }])
      .when((settings) => changeSiteSettings(settings, { adDurationDays: 45 }))
      .then([]);
  });
});

describe('the exchange rates decider', () => {
  const given = deciderSpec(EXCHANGE_RATES);

  it('records the whole new table, the dollar always 1, the listings to be re-priced in batches by the worker', () => {
    given([])
      .when((rates) => setExchangeRates(rates, { SYP: 120_000_000, USD: 5 }))
      .then([
        {
          type: 'ExchangeRatesSet',
          data: { perUsdMicro: { ...DEFAULT_RATES_PER_USD_MICRO, SYP: 120_000_000, USD: 1_000_000 }, repricing: 'batches' },
        },
      ]);
  });

  it('records nothing for the rates already set', () => {
    const table = { ...DEFAULT_RATES_PER_USD_MICRO, SYP: 120_000_000 };
    given([{ type: 'ExchangeRatesSet', data: { perUsdMicro: table } }])
      .when((rates) => setExchangeRates(rates, { SYP: 120_000_000 }))
      .then([]);
  });
});
