import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { AuthService } from './auth.service';
import { AuthController } from './http/auth.controller';
import { LoginRateLimiter } from './login-rate-limiter';

@Module({
  imports: [UsersModule, SettingsModule],
  controllers: [AuthController],
  providers: [AuthService, LoginRateLimiter],
})
export class AuthModule {}
