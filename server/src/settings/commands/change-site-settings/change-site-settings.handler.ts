import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { changeSiteSettings, SITE_SETTINGS } from '../../domain/settings.decider';
import { SITE_SETTINGS_STREAM } from '../../domain/settings.events';
import { ChangeSiteSettings } from './change-site-settings.command';

@CommandHandler(ChangeSiteSettings)
export class ChangeSiteSettingsHandler implements ICommandHandler<ChangeSiteSettings> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, changes }: ChangeSiteSettings): Promise<void> {
    return this.streams.handle(SITE_SETTINGS, SITE_SETTINGS_STREAM.id, metadataFor(actor), (current) =>
      changeSiteSettings(current, changes),
    );
  }
}
