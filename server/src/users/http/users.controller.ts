import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { notFound } from '../../shared/http/http-errors';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { AR } from '../../shared/messages/ar';
import { AssignRole } from '../commands/assign-role/assign-role.command';
import { DeleteAccount } from '../commands/delete-account/delete-account.command';
import { ReactivateUser } from '../commands/reactivate-user/reactivate-user.command';
import { RemoveRole } from '../commands/remove-role/remove-role.command';
import { SuspendUser } from '../commands/suspend-user/suspend-user.command';
import { UpdateProfile } from '../commands/update-profile/update-profile.command';
import { UpdateUserDto } from '../dto/profile.dto';
import { RoleDto } from '../dto/role.dto';
import { UserListQueryDto } from '../dto/user-list-query.dto';
import { UserPage, UserQueries } from '../queries/user-queries';
import { UserView } from '../queries/user-view';

/** The admin's user management (signed-in-area.md §6 and §7; CONTRACT.md). */
@ApiTags('users')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/users')
export class UsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: UserQueries,
  ) {}

  @Get()
  list(@Query() query: UserListQueryDto): Promise<UserPage> {
    return this.users.list(query);
  }

  @Get(':id')
  async get(@Param('id', ParseIdPipe) id: number): Promise<{ data: UserView }> {
    return { data: await this.view(id) };
  }

  /** Name, email and phone; roles and status sent here are ignored (they have their own routes). */
  @Put(':id')
  async update(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateUserDto,
    @CurrentActor() actor: Actor,
  ): Promise<{ message: string; data: UserView }> {
    await this.commands.execute(new UpdateProfile(actor, id, dto));
    return { message: AR.users.updated, data: await this.view(id) };
  }

  /** The account, its cars and its sessions go together. */
  @Delete(':id')
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentActor() actor: Actor): Promise<{ message: string }> {
    await this.commands.execute(new DeleteAccount(actor, id));
    return { message: AR.users.userDeleted };
  }

  @Post(':id/assign-role')
  @HttpCode(200)
  async assignRole(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: RoleDto,
    @CurrentActor() actor: Actor,
  ): Promise<{ message: string; data: UserView }> {
    await this.commands.execute(new AssignRole(actor, id, dto.role));
    return { message: AR.users.roleAssigned, data: await this.view(id) };
  }

  @Post(':id/remove-role')
  @HttpCode(200)
  async removeRole(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: RoleDto,
    @CurrentActor() actor: Actor,
  ): Promise<{ message: string; data: UserView }> {
    await this.commands.execute(new RemoveRole(actor, id, dto.role));
    return { message: AR.users.roleRemoved, data: await this.view(id) };
  }

  @Put(':id/suspend')
  async suspend(
    @Param('id', ParseIdPipe) id: number,
    @CurrentActor() actor: Actor,
  ): Promise<{ message: string; data: UserView }> {
    await this.commands.execute(new SuspendUser(actor, id));
    return { message: AR.users.suspended, data: await this.view(id) };
  }

  @Put(':id/activate')
  async activate(
    @Param('id', ParseIdPipe) id: number,
    @CurrentActor() actor: Actor,
  ): Promise<{ message: string; data: UserView }> {
    await this.commands.execute(new ReactivateUser(actor, id));
    return { message: AR.users.reactivated, data: await this.view(id) };
  }

  private async view(id: number): Promise<UserView> {
    const user = await this.users.findById(id);
    if (!user) throw notFound();
    return user;
  }
}
