import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { RiskQueries } from '../../../risk/queries/risk-queries';
import { metadataFor } from '../../../shared/event-metadata';
import { rejectCar } from '../../domain/car.decider';
import { CAR } from '../../domain/car.state';
import { RejectCar } from './reject-car.command';

@CommandHandler(RejectCar)
export class RejectCarHandler implements ICommandHandler<RejectCar> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly risk: RiskQueries,
  ) {}

  async execute({ actor, carId, reason, shown }: RejectCar): Promise<void> {
    const flagsSeen = await this.risk.flagsSeen(carId, shown);
    await this.streams.handle(CAR, carId, metadataFor(actor), (car) => rejectCar(car, reason, flagsSeen));
  }
}
