import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { metadataFor } from '../../../shared/event-metadata';
import { CAR_STREAM, CarRemoved } from '../../domain/car.events';
import { assertMayChange, loadLiveCar } from '../car-access';
import { RemoveCar } from './remove-car.command';

@CommandHandler(RemoveCar)
export class RemoveCarHandler implements ICommandHandler<RemoveCar> {
  constructor(private readonly store: EventStore) {}

  async execute({ actor, carId }: RemoveCar): Promise<void> {
    const { state, version } = await loadLiveCar(this.store, carId);
    assertMayChange(state, actor);
    const removed: CarRemoved = { type: 'CarRemoved', data: { reason: state.ownerId === actor.id ? 'owner' : 'admin' } };
    await this.store.append({ streamType: CAR_STREAM, streamId: carId, expectedVersion: version, events: [removed] }, metadataFor(actor));
  }
}
