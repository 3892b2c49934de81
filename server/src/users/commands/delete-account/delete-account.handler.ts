import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { AccountClosureSteps } from '../../account-closure';
import { deleteAccount } from '../../domain/user.decider';
import { USER } from '../../domain/user.state';
import { assertAdminsRemain } from '../admins-remain';
import { DeleteAccount } from './delete-account.command';

/**
 * One atomic append: what every context removes with the account (its cars, …) and the account
 * itself; in the same transaction the password hash and sessions go (a deleted user's token is a 401).
 */
@CommandHandler(DeleteAccount)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccount> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly closure: AccountClosureSteps,
  ) {}

  execute({ actor, userId }: DeleteAccount): Promise<void> {
    return this.streams.handle(USER, userId, metadataFor(actor), async (user) => ({
      events: deleteAccount(user, actor, userId),
      alsoAppend: await this.closure.writesFor(userId),
      alsoInTransaction: async (m) => {
        await m.query(`DELETE FROM public.user_credentials WHERE user_id = $1`, [userId]);
        await m.query(`DELETE FROM public.auth_tokens WHERE user_id = $1`, [userId]);
        if (user.roles.includes('admin')) await assertAdminsRemain(m);
      },
    }));
  }
}
