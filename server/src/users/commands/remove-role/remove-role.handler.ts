import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { removeRole } from '../../domain/user.decider';
import { USER } from '../../domain/user.state';
import { assertAdminsRemain } from '../admins-remain';
import { RemoveRole } from './remove-role.command';

@CommandHandler(RemoveRole)
export class RemoveRoleHandler implements ICommandHandler<RemoveRole> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, userId, role }: RemoveRole): Promise<void> {
    return this.streams.handle(USER, userId, metadataFor(actor), (user) => ({
      events: removeRole(user, role),
      alsoInTransaction: role === 'admin' ? (m) => assertAdminsRemain(m) : undefined,
    }));
  }
}
