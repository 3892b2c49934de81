import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CategoryQueries } from '../../../categories/queries/category-queries';
import { EventStore } from '../../../event-store/event-store.service';
import { NO_STREAM } from '../../../event-store/event.types';
import { isAdmin } from '../../../shared/auth/roles';
import { metadataFor } from '../../../shared/event-metadata';
import { invalidField } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { SettingsQueries } from '../../../settings/queries/settings-queries';
import { CAR_STREAM, CarApproved, CarEvent, CarListed } from '../../domain/car.events';
import { toCarDetails } from '../../dto/to-domain';
import { expiryFrom } from '../car-expiry';
import { ListCar } from './list-car.command';

@CommandHandler(ListCar)
export class ListCarHandler implements ICommandHandler<ListCar> {
  constructor(
    private readonly store: EventStore,
    private readonly settings: SettingsQueries,
    private readonly categories: CategoryQueries,
  ) {}

  async execute({ actor, fields, images }: ListCar): Promise<{ carId: number }> {
    const site = await this.settings.site();
    if (images.length === 0) throw invalidField('images', AR.images.required);
    if (images.length > site.maxImagesPerAd) throw invalidField('images', AR.images.tooMany(site.maxImagesPerAd));
    if (!(await this.categories.exists(fields.category_id))) throw invalidField('category_id', AR.car.category);

    const carId = await this.store.nextId('car');
    const listed: CarListed = {
      type: 'CarListed',
      data: {
        carId,
        ownerId: actor.id,
        details: toCarDetails(fields),
        images,
        // Featuring is an admin decision; a seller's form value is ignored.
        featured: isAdmin(actor) ? (fields.is_featured ?? false) : false,
      },
    };
    const events: CarEvent[] = [listed];
    if (!site.reviewBeforePublish) {
      const approved: CarApproved = {
        type: 'CarApproved',
        data: { expiresAt: expiryFrom(new Date(), site.adDurationDays), automatic: true },
      };
      events.push(approved);
    }
    await this.store.append({ streamType: CAR_STREAM, streamId: carId, expectedVersion: NO_STREAM, events }, metadataFor(actor));
    return { carId };
  }
}
