import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { ForgotPasswordRateLimiter } from './http/forgot-password-rate-limiter';
import { PasswordResetController } from './http/password-reset.controller';
import { PasswordResetMailProcessor } from './mail/password-reset-mail.processor';
import { ResetTokens } from './reset-tokens';

const commandHandlers = [ResetPasswordHandler];

/** Forgotten passwords: one-time links by mail, and the reset they allow. */
@Module({
  imports: [UsersModule, MailModule],
  controllers: [PasswordResetController],
  providers: [...commandHandlers, ResetTokens, ForgotPasswordRateLimiter, PasswordResetMailProcessor],
  exports: [ResetTokens],
})
export class PasswordResetModule {}
