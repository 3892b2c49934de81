import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { reviewWorkshop } from '../../domain/workshop.decider';
import { WORKSHOP } from '../../domain/workshop.state';
import { ReviewWorkshop } from './review-workshop.command';

@CommandHandler(ReviewWorkshop)
export class ReviewWorkshopHandler implements ICommandHandler<ReviewWorkshop> {
  constructor(private readonly streams: CommandStreams) {}

  async execute({ actor, workshopId, rating, comment }: ReviewWorkshop): Promise<{ reviewId: number }> {
    const reviewId = await this.streams.nextId('review');
    await this.streams.handle(WORKSHOP, workshopId, metadataFor(actor), (workshop) =>
      reviewWorkshop(workshop, actor, { reviewId, rating, comment }),
    );
    return { reviewId };
  }
}
