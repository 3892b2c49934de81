import { CommandHandler } from '@nestjs/cqrs';
import { loadAggregate } from '../../../event-store/aggregate';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { metadataFor } from '../../../shared/event-metadata';
import { CAR_STREAM, CarExpired } from '../../domain/car.events';
import { evolveCar, initialCarState, isLive } from '../../domain/car.state';
import { ExpireCar } from './expire-car.command';

@CommandHandler(ExpireCar)
export class ExpireCarHandler extends RetryingCommandHandler<ExpireCar, boolean> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ carId, asOf }: ExpireCar): Promise<boolean> {
    const { state, version } = await loadAggregate(this.store, CAR_STREAM, carId, evolveCar, initialCarState);
    if (!isLive(state) || state.status !== 'active' || !state.expiresAt) return false;
    if (new Date(state.expiresAt).getTime() > asOf.getTime()) return false;
    const expired: CarExpired = { type: 'CarExpired', data: {} };
    await this.store.append(
      { streamType: CAR_STREAM, streamId: carId, expectedVersion: version, events: [expired] },
      metadataFor(null),
    );
    return true;
  }
}
