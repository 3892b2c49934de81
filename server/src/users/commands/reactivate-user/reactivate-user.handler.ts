import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { reactivateUser } from '../../domain/user.decider';
import { USER } from '../../domain/user.state';
import { ReactivateUser } from './reactivate-user.command';

@CommandHandler(ReactivateUser)
export class ReactivateUserHandler implements ICommandHandler<ReactivateUser> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, userId }: ReactivateUser): Promise<void> {
    return this.streams.handle(USER, userId, metadataFor(actor), (user) => reactivateUser(user));
  }
}
