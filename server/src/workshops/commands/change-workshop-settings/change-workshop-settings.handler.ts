import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { changeWorkshopSettings } from '../../domain/workshop.decider';
import { WORKSHOP } from '../../domain/workshop.state';
import { ChangeWorkshopSettings } from './change-workshop-settings.command';

@CommandHandler(ChangeWorkshopSettings)
export class ChangeWorkshopSettingsHandler implements ICommandHandler<ChangeWorkshopSettings> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, workshopId, settings }: ChangeWorkshopSettings): Promise<void> {
    return this.streams.handle(WORKSHOP, workshopId, metadataFor(actor), (workshop) =>
      changeWorkshopSettings(workshop, actor, settings),
    );
  }
}
