import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { EXCHANGE_RATES, setExchangeRates } from '../../domain/settings.decider';
import { EXCHANGE_RATES_STREAM } from '../../domain/settings.events';
import { SetExchangeRates } from './set-exchange-rates.command';

@CommandHandler(SetExchangeRates)
export class SetExchangeRatesHandler implements ICommandHandler<SetExchangeRates> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, perUsdMicro }: SetExchangeRates): Promise<void> {
    return this.streams.handle(EXCHANGE_RATES, EXCHANGE_RATES_STREAM.id, metadataFor(actor), (current) =>
      setExchangeRates(current, perUsdMicro),
    );
  }
}
