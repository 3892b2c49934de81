import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AccountClosureSteps } from './account-closure';
import { PasswordHasher } from '../auth/password-hasher';
import { DeleteAccountHandler } from './commands/delete-account/delete-account.handler';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { MeController } from './http/me.controller';
import { UsersProjection } from './projections/users/users.projection';
import { UserQueries } from './queries/user-queries';
import { AdminAccountBootstrap } from './admin-account.bootstrap';

const commandHandlers = [RegisterUserHandler, DeleteAccountHandler];
const projections = [UsersProjection];
const queries = [UserQueries];

@Module({
  imports: [DiscoveryModule],
  controllers: [MeController],
  providers: [...commandHandlers, ...projections, ...queries, PasswordHasher, AdminAccountBootstrap, AccountClosureSteps],
  exports: [...queries, PasswordHasher, AdminAccountBootstrap],
})
export class UsersModule {}
