import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { isAdmin } from '../../../shared/auth/roles';
import { metadataFor } from '../../../shared/event-metadata';
import { forbidden } from '../../../shared/http/http-errors';
import { Currency, DEFAULT_RATES_PER_USD_MICRO } from '../../../shared/money/money';
import { EXCHANGE_RATES_STREAM, ExchangeRatesSet } from '../../domain/settings.events';
import { SetExchangeRates } from './set-exchange-rates.command';

@CommandHandler(SetExchangeRates)
export class SetExchangeRatesHandler extends RetryingCommandHandler<SetExchangeRates> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, perUsdMicro }: SetExchangeRates): Promise<void> {
    if (!isAdmin(actor)) throw forbidden();
    const history = await this.store.readStream(EXCHANGE_RATES_STREAM.type, EXCHANGE_RATES_STREAM.id);
    const current: Record<Currency, number> = history.length
      ? (history[history.length - 1].data as ExchangeRatesSet['data']).perUsdMicro
      : DEFAULT_RATES_PER_USD_MICRO;
    // Each event holds the whole table, so any one of them says what every rate was then.
    const next: Record<Currency, number> = { ...current, ...perUsdMicro, USD: 1_000_000 };
    if ((Object.keys(next) as Currency[]).every((c) => next[c] === current[c])) return;
    const event: ExchangeRatesSet = { type: 'ExchangeRatesSet', data: { perUsdMicro: next } };
    await this.store.append(
      {
        streamType: EXCHANGE_RATES_STREAM.type,
        streamId: EXCHANGE_RATES_STREAM.id,
        expectedVersion: history.length ? history[history.length - 1].streamVersion : 0,
        events: [event],
      },
      metadataFor(actor),
    );
  }
}
