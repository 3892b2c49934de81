import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { assignRole } from '../../domain/user.decider';
import { USER } from '../../domain/user.state';
import { AssignRole } from './assign-role.command';

@CommandHandler(AssignRole)
export class AssignRoleHandler implements ICommandHandler<AssignRole> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, userId, role }: AssignRole): Promise<void> {
    return this.streams.handle(USER, userId, metadataFor(actor), (user) => assignRole(user, role));
  }
}
