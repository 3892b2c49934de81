import { Module } from '@nestjs/common';
import { ListingReadModule } from '../cars/listing-read.module';
import { DiscoveryModule } from '@nestjs/core';
import { AccountClosureSteps } from './account-closure';
import { PasswordHasher } from '../auth/password-hasher';
import { AssignRoleHandler } from './commands/assign-role/assign-role.handler';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { DeleteAccountHandler } from './commands/delete-account/delete-account.handler';
import { ReactivateUserHandler } from './commands/reactivate-user/reactivate-user.handler';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { RemoveRoleHandler } from './commands/remove-role/remove-role.handler';
import { SuspendUserHandler } from './commands/suspend-user/suspend-user.handler';
import { UpdatePreferencesHandler } from './commands/update-preferences/update-preferences.handler';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler';
import { MeController } from './http/me.controller';
import { UsersController } from './http/users.controller';
import { UsersProjection } from './projections/users/users.projection';
import { UserQueries } from './queries/user-queries';
import { AdminAccountBootstrap } from './admin-account.bootstrap';
import { CloseSocketsWhenAccountChanges } from './reactions/close-sockets-when-account-changes';
import { CloseSessionsWhenPasswordChanged } from './reactions/close-sessions-when-password-changed';

const commandHandlers = [
  RegisterUserHandler,
  DeleteAccountHandler,
  UpdateProfileHandler,
  AssignRoleHandler,
  RemoveRoleHandler,
  SuspendUserHandler,
  ReactivateUserHandler,
  ChangePasswordHandler,
  UpdatePreferencesHandler,
];
const projections = [UsersProjection];
const queries = [UserQueries];
const reactions = [CloseSocketsWhenAccountChanges, CloseSessionsWhenPasswordChanged];

@Module({
  imports: [DiscoveryModule, ListingReadModule],
  controllers: [MeController, UsersController],
  providers: [
    ...commandHandlers,
    ...projections,
    ...queries,
    ...reactions,
    PasswordHasher,
    AdminAccountBootstrap,
    AccountClosureSteps,
  ],
  exports: [...queries, PasswordHasher, AdminAccountBootstrap],
})
export class UsersModule {}
