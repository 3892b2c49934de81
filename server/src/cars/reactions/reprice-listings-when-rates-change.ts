import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { RecordedEvent } from '../../event-store/event.types';
import { ExchangeRatesSet } from '../../settings/domain/settings.events';
import { ListingRepricer } from '../pricing/listing-repricer';

/**
 * A rate change re-prices the listings of its currencies here, in the worker, a batch at a time
 * (ListingRepricer), rather than in the admin's request. On a subscription of its own, so a long
 * pass holds back no push, job or indicator; the subscription's transaction writes nothing
 * until its checkpoint, so it holds no lock meanwhile. A pass cut short is redelivered and resumed.
 */
@Injectable()
@Reaction({ subscription: 'listing-prices', handles: ['ExchangeRatesSet'] })
export class RepriceListingsWhenRatesChange {
  constructor(private readonly repricer: ListingRepricer) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    // The rate events before batches re-priced their listings in their own transaction.
    if ((recorded as unknown as ExchangeRatesSet).data.repricing !== 'batches') return;
    await this.repricer.run(recorded.streamVersion, {
      actorId: null,
      actorRole: 'system',
      correlationId: recorded.metadata.correlationId,
      causationId: String(recorded.position),
    });
  }
}
