import { CommandHandler } from '@nestjs/cqrs';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { EventStore } from '../../../event-store/event-store.service';
import { metadataFor } from '../../../shared/event-metadata';
import { conflict, notFound } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { CAR_STREAM, CarImageRemoved } from '../../domain/car.events';
import { assertMayChange, loadLiveCar } from '../car-access';
import { RemoveCarImage } from './remove-car-image.command';

@CommandHandler(RemoveCarImage)
export class RemoveCarImageHandler extends RetryingCommandHandler<RemoveCarImage> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, carId, imageId }: RemoveCarImage): Promise<void> {
    const { state, version } = await loadLiveCar(this.store, carId);
    assertMayChange(state, actor);
    if (!state.images.some((i) => i.imageId === imageId)) throw notFound();
    if (state.images.length === 1) throw conflict(AR.car.lastImage);
    const removed: CarImageRemoved = { type: 'CarImageRemoved', data: { imageId } };
    await this.store.append(
      { streamType: CAR_STREAM, streamId: carId, expectedVersion: version, events: [removed] },
      metadataFor(actor),
    );
  }
}
