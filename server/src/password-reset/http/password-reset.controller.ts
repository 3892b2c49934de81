import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { QUEUE, Queues } from '../../jobs/queues';
import { RedisConnections } from '../../redis/redis.module';
import { AllowSuspended, Public } from '../../shared/auth/auth.decorators';
import { serviceUnavailable, validationFailed } from '../../shared/http/http-errors';
import { AR } from '../../shared/messages/ar';
import { within } from '../../shared/within';
import { ResetPassword } from '../commands/reset-password/reset-password.command';
import { InvalidResetLink } from '../commands/reset-password/reset-password.handler';
import { ResetTokens } from '../reset-tokens';
import { PASSWORD_RESET_MAIL_JOB, PasswordResetMailJob } from '../password-reset.jobs';
import { ForgotPasswordDto, ResetPasswordDto, ResetTokenDto } from './forgot-password.dto';
import { ForgotPasswordRateLimiter } from './forgot-password-rate-limiter';
import { RateLimited } from '../../shared/http/route-rate-limits';

const QUEUE_WAIT_MS = 3_000;

/**
 * Forgotten passwords. The request answers the same whether or not the address has an account
 * (nothing to learn about who is registered): the worker decides, makes the link and mails it.
 * Neither call acts as the caller, so a stale or suspended session does not stop them.
 */
@ApiTags('auth')
@Controller('auth')
export class PasswordResetController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queues: Queues,
    private readonly limiter: ForgotPasswordRateLimiter,
    private readonly redis: RedisConnections,
    private readonly links: ResetTokens,
  ) {}

  @Public()
  @AllowSuspended()
  @Post('forgot-password')
  @HttpCode(200)
  async forgot(@Body() dto: ForgotPasswordDto, @Req() request: Request): Promise<{ message: string }> {
    // The same answer whether a mail goes or the address's mail budget is spent.
    if (!(await this.limiter.mayMail(request.ip ?? 'unknown', dto.email))) return { message: AR.passwordReset.requested };
    const job: PasswordResetMailJob = { email: dto.email };
    try {
      // BullMQ waits for a lost Redis to come back; a visitor should not.
      if (this.redis.client.status !== 'ready') throw new Error('redis down');
      await within(QUEUE_WAIT_MS, this.queues.get(QUEUE.mail).add(PASSWORD_RESET_MAIL_JOB, job));
    } catch {
      throw serviceUnavailable(); // Redis is down: nothing could be sent, say so rather than pretend
    }
    return { message: AR.passwordReset.requested };
  }

  /**
   * Whether a mailed link still works, without spending it: the reset page asks on arrival, so
   * nobody types a new password twice to learn the link had expired. 200 when it works, else the
   * reset's own 422 on `token`. No budget: it hashes no password, and a token is 256 random bits,
   * so the answer teaches a guesser nothing a reset attempt would not.
   */
  @Public()
  @AllowSuspended()
  @Post('reset-password/check')
  @HttpCode(200)
  async check(@Body() dto: ResetTokenDto): Promise<{ data: { valid: true } }> {
    if ((await this.links.holder(dto.token)) === null) throw new InvalidResetLink();
    return { data: { valid: true } };
  }

  @Public()
  @AllowSuspended()
  @RateLimited('password')
  @Post('reset-password')
  @HttpCode(200)
  async reset(@Body() dto: ResetPasswordDto): Promise<{ message: string }> {
    if (dto.password !== dto.password_confirmation) {
      throw validationFailed({ password_confirmation: [AR.auth.passwordMismatch] });
    }
    await this.commands.execute(new ResetPassword(dto.token, dto.password));
    return { message: AR.passwordReset.done };
  }
}
