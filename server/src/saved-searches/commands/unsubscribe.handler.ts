import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { NotFound } from '../../shared/domain-error';
import { UpdatePreferences } from '../../users/commands/update-preferences/update-preferences.command';
import { UserQueries } from '../../users/queries/user-queries';
import { UnsubscribeTokens } from '../mail/unsubscribe-tokens';
import { UnsubscribeFromSavedSearchMail } from './unsubscribe.command';

/**
 * The account the token was signed for changes its own preference (as if it had signed in and
 * chosen no saved search mails, instant or digest), so the event says who did it. A token that is not ours, or an account
 * that is gone, is not found.
 */
@CommandHandler(UnsubscribeFromSavedSearchMail)
export class UnsubscribeFromSavedSearchMailHandler implements ICommandHandler<UnsubscribeFromSavedSearchMail> {
  constructor(
    private readonly tokens: UnsubscribeTokens,
    private readonly users: UserQueries,
    private readonly commands: CommandBus,
  ) {}

  async execute({ token }: UnsubscribeFromSavedSearchMail): Promise<void> {
    const userId = await this.tokens.verify(token);
    const user = userId === null ? null : await this.users.findById(userId);
    if (!user) throw new NotFound();
    if (user.preferences.saved_search_mail === 'off') return;
    const actor = {
      id: user.id,
      name: user.name,
      email: user.email,
      roles: user.roles,
      latestRole: user.latest_role,
      status: user.status,
    };
    await this.commands.execute(new UpdatePreferences(actor, { saved_search_mail: 'off' }));
  }
}
