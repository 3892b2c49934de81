import { Injectable } from '@nestjs/common';
import { eventTypes, Recorded, StreamFold } from '../../event-store/batch/stream-fold';
import { FoldedProjection } from '../../event-store/folded-projection';
import { EventProjection } from '../../event-store/projection';
import { SettingsEvent } from '../domain/settings.events';

export type SiteSettingRow = { key: string; value: unknown; updated_at: string };
export type ExchangeRateRow = { currency: string; per_usd_micro: number; updated_at: string };

/** Each setting an admin changed takes its new value (the others keep theirs). */
export function evolveSiteSettings(rows: readonly SiteSettingRow[], event: Recorded<SettingsEvent>): readonly SiteSettingRow[] {
  if (event.type !== 'SiteSettingsChanged') return rows;
  const updated_at = new Date(event.recordedAt).toISOString();
  return Object.entries(event.data.changes).map(([key, value]) => ({ key, value, updated_at }));
}

/** Each currency set takes its new rate (the others keep theirs). */
export function evolveExchangeRates(
  rows: readonly ExchangeRateRow[],
  event: Recorded<SettingsEvent>,
): readonly ExchangeRateRow[] {
  if (event.type !== 'ExchangeRatesSet') return rows;
  const updated_at = new Date(event.recordedAt).toISOString();
  return Object.entries(event.data.perUsdMicro).map(([currency, per_usd_micro]) => ({ currency, per_usd_micro, updated_at }));
}

/** The settings stream holds every setting: an event folds into the rows of those it names. */
const SITE_SETTINGS: StreamFold<SiteSettingRow, SettingsEvent> = {
  table: { table: 'site_settings', key: 'key', keyType: 'text' },
  rowsOf: (event) => ({ values: event.type === 'SiteSettingsChanged' ? Object.keys(event.data.changes) : [] }),
  evolve: evolveSiteSettings,
};

/** The rates stream holds every currency's rate: an event folds into the rows of those it names. */
const EXCHANGE_RATES: StreamFold<ExchangeRateRow, SettingsEvent> = {
  table: { table: 'exchange_rates', key: 'currency', keyType: 'text' },
  rowsOf: (event) => ({ values: event.type === 'ExchangeRatesSet' ? Object.keys(event.data.perUsdMicro) : [] }),
  evolve: evolveExchangeRates,
};

/** projections.site_settings (one row per key) and projections.exchange_rates (one per currency), pure folds. */
@Injectable()
@EventProjection()
export class SettingsProjection extends FoldedProjection<SettingsEvent> {
  readonly tables = ['site_settings', 'exchange_rates'];
  readonly handles = eventTypes<SettingsEvent>({ SiteSettingsChanged: true, ExchangeRatesSet: true });
  readonly folds = [SITE_SETTINGS, EXCHANGE_RATES];
}
