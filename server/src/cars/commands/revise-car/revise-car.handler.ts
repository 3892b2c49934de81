import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CategoryQueries } from '../../../categories/queries/category-queries';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { reviseCar } from '../../domain/car.decider';
import { CAR } from '../../domain/car.state';
import { toCarDetailChanges } from '../../dto/to-domain';
import { ReviseCar } from './revise-car.command';

@CommandHandler(ReviseCar)
export class ReviseCarHandler implements ICommandHandler<ReviseCar> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly categories: CategoryQueries,
  ) {}

  async execute({ actor, carId, changes }: ReviseCar): Promise<void> {
    const details = toCarDetailChanges(changes);
    const categoryExists = details.categoryId == null || (await this.categories.exists(details.categoryId));
    const edit = { details, featured: changes.is_featured };
    await this.streams.handle(CAR, carId, metadataFor(actor), (car) => reviseCar(car, actor, edit, categoryExists));
  }
}
