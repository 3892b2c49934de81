import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { RiskQueries } from '../../../risk/queries/risk-queries';
import { metadataFor } from '../../../shared/event-metadata';
import { takeDownCar } from '../../domain/car.decider';
import { CAR } from '../../domain/car.state';
import { TakeDownCar } from './take-down-car.command';

@CommandHandler(TakeDownCar)
export class TakeDownCarHandler implements ICommandHandler<TakeDownCar> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly risk: RiskQueries,
  ) {}

  async execute({ actor, carId, reason, shown }: TakeDownCar): Promise<void> {
    // The flags shown to the admin, kept in the decision for auditors (as a rejection keeps them).
    const flagsSeen = await this.risk.flagsSeen(carId, shown);
    await this.streams.handle(CAR, carId, metadataFor(actor), (car) => takeDownCar(car, reason, flagsSeen));
  }
}
