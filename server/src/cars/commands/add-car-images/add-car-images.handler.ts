import { CommandHandler } from '@nestjs/cqrs';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { EventStore } from '../../../event-store/event-store.service';
import { metadataFor } from '../../../shared/event-metadata';
import { invalidField } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { SettingsQueries } from '../../../settings/queries/settings-queries';
import { CAR_STREAM, CarImagesAdded } from '../../domain/car.events';
import { assertMayChange, loadLiveCar } from '../car-access';
import { AddCarImages } from './add-car-images.command';

@CommandHandler(AddCarImages)
export class AddCarImagesHandler extends RetryingCommandHandler<AddCarImages> {
  constructor(
    private readonly store: EventStore,
    private readonly settings: SettingsQueries,
  ) {
    super();
  }

  protected async decide({ actor, carId, images }: AddCarImages): Promise<void> {
    const { state, version } = await loadLiveCar(this.store, carId);
    assertMayChange(state, actor);
    if (images.length === 0) throw invalidField('images', AR.images.required);
    const { maxImagesPerAd } = await this.settings.site();
    if (state.images.length + images.length > maxImagesPerAd) {
      throw invalidField('images', AR.images.tooMany(maxImagesPerAd));
    }
    const added: CarImagesAdded = { type: 'CarImagesAdded', data: { images } };
    await this.store.append(
      { streamType: CAR_STREAM, streamId: carId, expectedVersion: version, events: [added] },
      metadataFor(actor),
    );
  }
}
