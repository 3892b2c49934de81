import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { suspendUser } from '../../domain/user.decider';
import { USER } from '../../domain/user.state';
import { assertAdminsRemain } from '../admins-remain';
import { SuspendUser } from './suspend-user.command';

@CommandHandler(SuspendUser)
export class SuspendUserHandler implements ICommandHandler<SuspendUser> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, userId }: SuspendUser): Promise<void> {
    return this.streams.handle(USER, userId, metadataFor(actor), (user) => ({
      events: suspendUser(user, actor, userId),
      alsoInTransaction: user.roles.includes('admin') ? (m) => assertAdminsRemain(m) : undefined,
    }));
  }
}
