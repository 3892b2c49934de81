import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { RiskQueries } from '../../../risk/queries/risk-queries';
import { SettingsQueries } from '../../../settings/queries/settings-queries';
import { metadataFor } from '../../../shared/event-metadata';
import { approveCar } from '../../domain/car.decider';
import { CAR } from '../../domain/car.state';
import { ApproveCar } from './approve-car.command';

@CommandHandler(ApproveCar)
export class ApproveCarHandler implements ICommandHandler<ApproveCar> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly settings: SettingsQueries,
    private readonly risk: RiskQueries,
  ) {}

  async execute({ actor, carId, anyway, shown }: ApproveCar): Promise<void> {
    const { adDurationDays } = await this.settings.site();
    // The flags on the queue's card as the admin decides: auditors see what was known.
    const flagsSeen = await this.risk.flagsSeen(carId, shown);
    await this.streams.handle(CAR, carId, metadataFor(actor), (car, now) =>
      approveCar(car, now, adDurationDays, { anyway, flagsSeen }),
    );
  }
}
