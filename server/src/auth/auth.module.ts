import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AuthService } from './auth.service';
import { AuthController } from './http/auth.controller';
import { LoginRateLimiter } from './login-rate-limiter';

@Module({
  imports: [UsersModule],
  controllers: [AuthController],
  providers: [AuthService, LoginRateLimiter],
})
export class AuthModule {}
