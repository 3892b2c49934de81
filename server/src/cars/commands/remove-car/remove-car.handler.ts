import { CommandHandler } from '@nestjs/cqrs';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { EventStore } from '../../../event-store/event-store.service';
import { metadataFor } from '../../../shared/event-metadata';
import { CAR_STREAM, CarRemoved } from '../../domain/car.events';
import { assertMayChange, loadLiveCar } from '../car-access';
import { RemoveCar } from './remove-car.command';

@CommandHandler(RemoveCar)
export class RemoveCarHandler extends RetryingCommandHandler<RemoveCar> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, carId }: RemoveCar): Promise<void> {
    const { state, version } = await loadLiveCar(this.store, carId);
    assertMayChange(state, actor);
    const removed: CarRemoved = { type: 'CarRemoved', data: { reason: state.ownerId === actor.id ? 'owner' : 'admin' } };
    await this.store.append(
      { streamType: CAR_STREAM, streamId: carId, expectedVersion: version, events: [removed] },
      metadataFor(actor),
    );
  }
}
