import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
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
  ) {}

  async execute({ actor, carId }: ApproveCar): Promise<void> {
    const { adDurationDays } = await this.settings.site();
    await this.streams.handle(CAR, carId, metadataFor(actor), (car, now) => approveCar(car, now, adDurationDays));
  }
}
