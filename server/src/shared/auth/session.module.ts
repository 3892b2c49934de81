import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from './auth.guard';
import { SessionSockets } from '../../realtime/session-sockets';
import { TokenService } from './token.service';

/** Bearer sessions for every route (the guard is global; routes opt out with @Public). */
@Global()
@Module({
  providers: [TokenService, SessionSockets, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [TokenService, SessionSockets],
})
export class SessionModule {}
