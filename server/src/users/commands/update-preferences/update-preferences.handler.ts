import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { updatePreferences } from '../../domain/user.decider';
import { USER } from '../../domain/user.state';
import { UpdatePreferences } from './update-preferences.command';

@CommandHandler(UpdatePreferences)
export class UpdatePreferencesHandler implements ICommandHandler<UpdatePreferences> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, changes }: UpdatePreferences): Promise<Record<string, boolean>> {
    return this.streams.handle(USER, actor.id, metadataFor(actor), (user) => updatePreferences(user, changes));
  }
}
