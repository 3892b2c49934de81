import { Controller, Delete, Get } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentActor } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { unauthorized } from '../../shared/http/http-errors';
import { AR } from '../../shared/messages/ar';
import { DeleteAccount } from '../commands/delete-account/delete-account.command';
import { UserQueries } from '../queries/user-queries';
import { UserView } from '../queries/user-view';

@ApiTags('account')
@ApiBearerAuth()
@Controller('api/me')
export class MeController {
  constructor(
    private readonly users: UserQueries,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  async me(@CurrentActor() actor: Actor): Promise<{ data: UserView }> {
    const user = await this.users.findById(actor.id);
    if (!user) throw unauthorized();
    return { data: user };
  }

  /** Deletes the caller's account and everything it listed. */
  @Delete()
  async deleteAccount(@CurrentActor() actor: Actor): Promise<{ message: string }> {
    await this.commands.execute(new DeleteAccount(actor, actor.id));
    return { message: AR.users.deleted };
  }
}
