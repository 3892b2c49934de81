import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CategoryQueries } from '../../../categories/queries/category-queries';
import { CommandStreams } from '../../../event-store/command-streams';
import { SettingsQueries } from '../../../settings/queries/settings-queries';
import { metadataFor } from '../../../shared/event-metadata';
import { listCar } from '../../domain/car.decider';
import { CAR } from '../../domain/car.state';
import { toCarDetails } from '../../dto/to-domain';
import { ListCar } from './list-car.command';

@CommandHandler(ListCar)
export class ListCarHandler implements ICommandHandler<ListCar> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly settings: SettingsQueries,
    private readonly categories: CategoryQueries,
  ) {}

  async execute({ actor, fields, images }: ListCar): Promise<{ carId: number }> {
    const site = await this.settings.site();
    const categoryExists = fields.category_id == null || (await this.categories.exists(fields.category_id));
    const carId = await this.streams.nextId('car');
    const listing = { carId, owner: actor, details: toCarDetails(fields), images, featured: fields.is_featured };
    await this.streams.handle(CAR, carId, metadataFor(actor), (_, now) => listCar(listing, now, site, categoryExists), {
      newStream: true,
    });
    return { carId };
  }
}
