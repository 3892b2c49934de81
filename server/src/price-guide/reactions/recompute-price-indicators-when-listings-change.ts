import { Injectable, Logger } from '@nestjs/common';
import { CarDetails, CarEvent, OfferTerms } from '../../cars/domain/car.events';
import { ListingsRepriced } from '../../cars/domain/listing-prices.events';
import { ExchangeRatesSet } from '../../settings/domain/settings.events';
import { Reaction } from '../../dispatch/reaction';
import { RecordedEvent } from '../../event-store/event.types';
import { ROOMS, SOCKET_EVENTS } from '../../realtime/socket-events';
import { SocketPushes } from '../../realtime/socket-pushes';
import { ChangedIndicator, PriceIndicators } from '../price-indicators';
import { messageOf } from '../../shared/error-message';

/** Car events that can move a listing into, out of, or within a comparable group. */
const STATUS_EVENTS: ReadonlyArray<CarEvent['type']> = ['CarApproved', 'CarRenewed', 'CarExpired', 'CarRemoved', 'CarRejected'];
const GROUP_FIELDS: ReadonlyArray<keyof CarDetails> = ['brand', 'model', 'year', 'mileage'];
const PRICE_TERMS: ReadonlyArray<keyof OfferTerms> = ['offerType', 'priceMinor', 'currency', 'isAvailable'];

/**
 * Keeps `public.price_indicators` current from the log (the `price-indicators` subscription):
 * each batch collects the cars whose events can change a comparable group (approved, renewed,
 * expired, removed, re-priced, offer made or sold, make/model/year/mileage edited) and
 * recomputes their groups in one statement; an exchange-rate change recomputes every group once
 * its listings are re-priced: after the worker's last batch (ListingsRepriced `last`), or with
 * the rate event itself for the rate events re-priced in their own transaction.
 * The recomputation commits before the pushes go out, so a browser that refetches on
 * `car.updated` reads the new indicator. A retried batch pushes again the cars it changed
 * (rows carry the position of the batch that changed them): pushes are at least once.
 *
 * When the worker starts and some listing has no indicator yet, every group is computed once (no
 * pushes): the subscription begins at the end of the log the migration found, and this pass
 * covers everything before it. Once every listing has its row, a restart skips the pass.
 */
@Injectable()
@Reaction({
  subscription: 'price-indicators',
  handles: ['ExchangeRatesSet', 'ListingsRepriced', 'CarOfferMade', 'CarOfferRevised', 'CarRevised', ...STATUS_EVENTS],
})
export class RecomputePriceIndicatorsWhenListingsChange {
  private readonly logger = new Logger(RecomputePriceIndicatorsWhenListingsChange.name);
  private all = false;
  private readonly carIds = new Set<number>();

  constructor(
    private readonly pushes: SocketPushes,
    private readonly indicators: PriceIndicators,
  ) {}

  onWorkerStart(): void {
    this.indicators
      .recomputeIfIncomplete()
      .catch((error: unknown) => this.logger.warn(`start-up price indicator pass failed: ${messageOf(error)}`));
  }

  /** Only notes what the batch touched: the work is done once, after it. */
  handle(recorded: RecordedEvent): Promise<void> {
    if (recorded.type === 'ExchangeRatesSet' || recorded.type === 'ListingsRepriced') this.all ||= repricedAll(recorded);
    else if (this.touchesGroups(recorded as RecordedEvent & CarEvent)) this.carIds.add(Number(recorded.streamId));
    return Promise.resolve();
  }

  async afterBatch(batch: RecordedEvent[]): Promise<void> {
    const scope = this.all ? ('all' as const) : { carIds: [...this.carIds] };
    this.all = false;
    this.carIds.clear();
    // A batch that touches no group changed nothing, on its first try or a retry: no queries.
    if (scope !== 'all' && scope.carIds.length === 0) return;
    const positions = batch.map((event) => event.position);
    const changed = await this.indicators.recompute(scope, positions[positions.length - 1]);
    // After a retry the rows already hold the batch's changes: find them by their mark.
    const again = await this.indicators.changedAt(positions);
    const cars = new Map<number, ChangedIndicator>();
    for (const car of [...changed, ...again]) cars.set(car.id, car);
    if (!cars.size) return;
    const position = positions[positions.length - 1];
    await this.pushes.sendAll(
      [...cars.values()].map((car) => ({
        rooms: car.user_id === null ? [ROOMS.car(car.id)] : [ROOMS.car(car.id), ROOMS.user(car.user_id)],
        event: SOCKET_EVENTS.carUpdated,
        payload: { position, id: car.id, reason: 'price_indicator' as const },
      })),
    );
  }

  private touchesGroups(event: RecordedEvent & CarEvent): boolean {
    switch (event.type) {
      case 'CarOfferMade':
        return true;
      case 'CarOfferRevised':
        return PRICE_TERMS.some((key) => event.data.changes[key] !== undefined);
      case 'CarRevised':
        return GROUP_FIELDS.some((key) => event.data.changes[key] !== undefined);
      default:
        return STATUS_EVENTS.includes(event.type);
    }
  }
}

/** Whether every listing is now at the new rates: the last batch of a re-pricing, or an old rate event (re-priced with it). */
function repricedAll(recorded: RecordedEvent): boolean {
  if (recorded.type === 'ListingsRepriced') return (recorded as unknown as ListingsRepriced).data.last;
  return (recorded as unknown as ExchangeRatesSet).data.repricing !== 'batches';
}
