import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../event-store/event.types';
import { EventProjection, Projection } from '../../event-store/projection';
import { SettingsEvent } from '../domain/settings.events';

/** projections.site_settings (one row per key) and projections.exchange_rates (one per currency). */
@Injectable()
@EventProjection()
export class SettingsProjection implements Projection {
  readonly tables = ['site_settings', 'exchange_rates'];
  readonly handles: ReadonlyArray<SettingsEvent['type']> = ['SiteSettingsChanged', 'ExchangeRatesSet'];

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as SettingsEvent;
    switch (event.type) {
      case 'SiteSettingsChanged':
        for (const [key, value] of Object.entries(event.data.changes)) {
          await m.query(
            `INSERT INTO site_settings (key, value, updated_at) VALUES ($1, $2::jsonb, $3)
             ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
            [key, JSON.stringify(value), recorded.recordedAt],
          );
        }
        return;
      case 'ExchangeRatesSet':
        for (const [currency, perUsdMicro] of Object.entries(event.data.perUsdMicro)) {
          await m.query(
            `INSERT INTO exchange_rates (currency, per_usd_micro, updated_at) VALUES ($1, $2, $3)
             ON CONFLICT (currency) DO UPDATE SET per_usd_micro = EXCLUDED.per_usd_micro, updated_at = EXCLUDED.updated_at`,
            [currency, perUsdMicro, recorded.recordedAt],
          );
        }
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  }
}
