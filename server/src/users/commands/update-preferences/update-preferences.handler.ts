import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { updatePreferences } from '../../domain/user.decider';
import { Preferences } from '../../domain/preferences';
import { USER } from '../../domain/user.state';
import { UpdatePreferences } from './update-preferences.command';

@CommandHandler(UpdatePreferences)
export class UpdatePreferencesHandler implements ICommandHandler<UpdatePreferences> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, changes }: UpdatePreferences): Promise<Preferences> {
    return this.streams.handle(USER, actor.id, metadataFor(actor), (user) => updatePreferences(user, changes));
  }
}
