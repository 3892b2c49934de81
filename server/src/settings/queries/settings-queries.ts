import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Currency, DEFAULT_RATES_PER_USD_MICRO } from '../../shared/money/money';
import { DEFAULT_SITE_SETTINGS, SiteSettings } from '../domain/settings.events';

/** The exchange rates as the API shows them: units per US dollar, as decimals. */
export interface ExchangeRatesView {
  base: 'USD';
  rates: Record<Currency, number>;
  updated_at: Date | null;
}

@Injectable()
export class SettingsQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** The stored settings over the defaults: a key never set keeps the spec's default. */
  async site(): Promise<SiteSettings> {
    const rows: Array<{ key: string; value: unknown }> = await this.dataSource.query(`SELECT key, value FROM site_settings`);
    const stored = Object.fromEntries(rows.filter((r) => r.key in DEFAULT_SITE_SETTINGS).map((r) => [r.key, r.value]));
    return { ...DEFAULT_SITE_SETTINGS, ...stored };
  }

  async rates(): Promise<Record<Currency, number>> {
    // per_usd_micro is a bigint: a number by the INT8 parser (data-source-options.ts), text without it.
    const rows: Array<{ currency: Currency; per_usd_micro: number | string }> = await this.dataSource.query(
      `SELECT currency, per_usd_micro FROM exchange_rates`,
    );
    return { ...DEFAULT_RATES_PER_USD_MICRO, ...Object.fromEntries(rows.map((r) => [r.currency, Number(r.per_usd_micro)])) };
  }

  async ratesView(): Promise<ExchangeRatesView> {
    const perUsdMicro = await this.rates();
    const [{ updated_at }]: Array<{ updated_at: Date | null }> = await this.dataSource.query(
      `SELECT max(updated_at) AS updated_at FROM exchange_rates`,
    );
    const rates = Object.fromEntries(
      Object.entries(perUsdMicro).map(([currency, micro]) => [currency, micro / 1_000_000]),
    ) as Record<Currency, number>;
    return { base: 'USD', rates, updated_at };
  }
}
