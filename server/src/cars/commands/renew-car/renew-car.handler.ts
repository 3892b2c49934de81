import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { SettingsQueries } from '../../../settings/queries/settings-queries';
import { metadataFor } from '../../../shared/event-metadata';
import { renewCar } from '../../domain/car.decider';
import { CAR } from '../../domain/car.state';
import { RenewCar } from './renew-car.command';

@CommandHandler(RenewCar)
export class RenewCarHandler implements ICommandHandler<RenewCar> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly settings: SettingsQueries,
  ) {}

  async execute({ actor, carId }: RenewCar): Promise<void> {
    const { adDurationDays } = await this.settings.site();
    await this.streams.handle(CAR, carId, metadataFor(actor), (car, now) => renewCar(car, actor, now, adDurationDays));
  }
}
