import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import { CAR_STREAM, CarEvent, CarDetails, OfferTerms } from '../cars/domain/car.events';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { RecordedEvent } from '../event-store/event.types';
import { SubscriptionHandler } from '../event-store/subscription/event-subscription';
import { ChangedIndicator, PriceIndicators } from '../price-guide/price-indicators';
import { ROOMS, socketChannelKey, SOCKET_EVENTS } from '../realtime/socket-events';
import type { SocketEmitMap } from '../../../shared/socket-contract';
import { RedisConnections } from '../redis/redis.module';
import { AwaitedPublisher } from './push.dispatcher';

/** Car events that can move a listing into, out of, or within a comparable group. */
const STATUS_EVENTS = new Set<CarEvent['type']>(['CarApproved', 'CarRenewed', 'CarExpired', 'CarRemoved', 'CarRejected']);
const GROUP_FIELDS: ReadonlyArray<keyof CarDetails> = ['brand', 'model', 'year', 'mileage'];
const PRICE_TERMS: ReadonlyArray<keyof OfferTerms> = ['offerType', 'priceMinor', 'currency', 'isAvailable'];

/**
 * Keeps `public.price_indicators` current from the log (the `price-indicators` subscription):
 * each batch collects the cars whose events can change a comparable group (approved, renewed,
 * expired, removed, re-priced, offer made or sold, make/model/year/mileage edited) and
 * recomputes their groups in one statement; an exchange-rate change recomputes every group.
 * The recomputation commits before the pushes go out, so a browser that refetches on
 * `car.updated` reads the new indicator. A retried batch pushes again the cars it changed
 * (rows carry the position of the batch that changed them): pushes are at least once.
 *
 * When the worker starts and some listing has no indicator yet, every group is computed once (no
 * pushes): the subscription begins at the end of the log the migration found, and this pass
 * covers everything before it. Once every listing has its row, a restart skips the pass.
 */
@Injectable()
export class PriceIndicatorDispatcher implements SubscriptionHandler, OnApplicationBootstrap {
  private readonly logger = new Logger(PriceIndicatorDispatcher.name);
  private readonly emitter: Emitter<SocketEmitMap>;
  private readonly publisher: AwaitedPublisher;
  private all = false;
  private readonly carIds = new Set<number>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    redis: RedisConnections,
    private readonly indicators: PriceIndicators,
  ) {
    this.publisher = new AwaitedPublisher(
      redis.create('price-indicator-emitter', { enableOfflineQueue: false, maxRetriesPerRequest: 1 }),
    );
    this.emitter = new Emitter(this.publisher, { key: socketChannelKey(config.REDIS_PREFIX) });
  }

  onApplicationBootstrap(): void {
    this.indicators
      .recomputeIfIncomplete()
      .catch((error: Error) => this.logger.warn(`start-up price indicator pass failed: ${error.message}`));
  }

  async handle(recorded: RecordedEvent): Promise<void> {
    if (recorded.type === 'ExchangeRatesSet') {
      this.all = true;
      return;
    }
    if (recorded.streamType !== CAR_STREAM) return;
    if (this.touchesGroups(recorded as RecordedEvent & CarEvent)) this.carIds.add(Number(recorded.streamId));
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
    for (const car of cars.values()) {
      const rooms = car.user_id === null ? [ROOMS.car(car.id)] : [ROOMS.car(car.id), ROOMS.user(car.user_id)];
      this.emitter.to(rooms).emit(SOCKET_EVENTS.carUpdated, { position, id: car.id, reason: 'price_indicator' });
    }
    await this.publisher.flush();
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
        return STATUS_EVENTS.has(event.type);
    }
  }
}
