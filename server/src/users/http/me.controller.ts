import { Body, Controller, Delete, Get, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthenticatedRequest, CurrentActor } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { unauthorized, validationFailed } from '../../shared/http/http-errors';
import { AR } from '../../shared/messages/ar';
import { ChangePassword } from '../commands/change-password/change-password.command';
import { DeleteAccount } from '../commands/delete-account/delete-account.command';
import { UpdatePreferences } from '../commands/update-preferences/update-preferences.command';
import { UpdateProfile } from '../commands/update-profile/update-profile.command';
import { ChangePasswordDto, UpdateMeDto } from '../dto/profile.dto';
import { UserQueries } from '../queries/user-queries';
import { UserView } from '../queries/user-view';
import { RateLimited } from '../../shared/http/route-rate-limits';

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
    return { data: await this.view(actor) };
  }

  /** The caller's name, phone (the number their car pages reveal) and notification preferences. */
  @Put()
  async update(@Body() dto: UpdateMeDto, @CurrentActor() actor: Actor): Promise<{ message: string; data: UserView }> {
    const { preferences, ...profile } = dto;
    await this.commands.execute(new UpdateProfile(actor, actor.id, profile));
    if (preferences) {
      const changes = Object.fromEntries(Object.entries(preferences).filter(([, value]) => value !== undefined));
      await this.commands.execute(new UpdatePreferences(actor, changes));
    }
    return { message: AR.users.profileUpdated, data: await this.view(actor) };
  }

  /** Needs the current password; every other session of the account ends. */
  @RateLimited('password')
  @Put('password')
  async changePassword(
    @Body() dto: ChangePasswordDto,
    @CurrentActor() actor: Actor,
    @Req() request: AuthenticatedRequest,
  ): Promise<{ message: string }> {
    if (dto.password !== dto.password_confirmation) {
      throw validationFailed({ password_confirmation: [AR.auth.passwordMismatch] });
    }
    await this.commands.execute(new ChangePassword(actor, dto.current_password, dto.password, request.tokenHash));
    return { message: AR.users.passwordChanged };
  }

  /** Deletes the caller's account and everything it listed. */
  @Delete()
  async deleteAccount(@CurrentActor() actor: Actor): Promise<{ message: string }> {
    await this.commands.execute(new DeleteAccount(actor, actor.id));
    return { message: AR.users.deleted };
  }

  private async view(actor: Actor): Promise<UserView> {
    const user = await this.users.findById(actor.id);
    if (!user) throw unauthorized();
    return user;
  }
}
