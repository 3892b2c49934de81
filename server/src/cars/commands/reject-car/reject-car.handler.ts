import { CommandHandler } from '@nestjs/cqrs';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { EventStore } from '../../../event-store/event-store.service';
import { metadataFor } from '../../../shared/event-metadata';
import { conflict } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { CAR_STREAM, CarRejected } from '../../domain/car.events';
import { loadLiveCar } from '../car-access';
import { RejectCar } from './reject-car.command';

@CommandHandler(RejectCar)
export class RejectCarHandler extends RetryingCommandHandler<RejectCar> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, carId, reason }: RejectCar): Promise<void> {
    const { state, version } = await loadLiveCar(this.store, carId);
    if (state.status !== 'pending') throw conflict(AR.car.notPending);
    const rejected: CarRejected = { type: 'CarRejected', data: { reason } };
    await this.store.append(
      { streamType: CAR_STREAM, streamId: carId, expectedVersion: version, events: [rejected] },
      metadataFor(actor),
    );
  }
}
