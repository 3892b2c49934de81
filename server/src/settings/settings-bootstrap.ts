import { Injectable, Logger } from '@nestjs/common';
import { EventStore } from '../event-store/event-store.service';
import { StreamVersionConflict } from '../event-store/errors';
import { NO_STREAM } from '../event-store/event.types';
import { metadataFor } from '../shared/event-metadata';
import { DEFAULT_RATES_PER_USD_MICRO } from '../shared/money/money';
import { EXCHANGE_RATES_STREAM, ExchangeRatesSet } from './domain/settings.events';

/** Records the starting exchange rates once, so every price conversion traces back to an event. */
@Injectable()
export class SettingsBootstrap {
  private readonly logger = new Logger(SettingsBootstrap.name);

  constructor(private readonly store: EventStore) {}

  async run(): Promise<void> {
    const existing = await this.store.readStream(EXCHANGE_RATES_STREAM.type, EXCHANGE_RATES_STREAM.id);
    if (existing.length) return;
    const event: ExchangeRatesSet = { type: 'ExchangeRatesSet', data: { perUsdMicro: { ...DEFAULT_RATES_PER_USD_MICRO } } };
    try {
      await this.store.append(
        {
          streamType: EXCHANGE_RATES_STREAM.type,
          streamId: EXCHANGE_RATES_STREAM.id,
          expectedVersion: NO_STREAM,
          events: [event],
        },
        metadataFor(null),
      );
      this.logger.log('recorded the starting exchange rates');
    } catch (error) {
      if (!(error instanceof StreamVersionConflict)) throw error; // another server did it first
    }
  }
}
