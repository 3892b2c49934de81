import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AllowSuspended, AuthenticatedRequest, Public } from '../../shared/auth/auth.decorators';
import { SessionSockets } from '../../realtime/session-sockets';
import { TokenService } from '../../shared/auth/token.service';
import { AR } from '../../shared/messages/ar';
import { AuthService, Session } from '../auth.service';
import { LoginDto } from '../dto/login.dto';
import { RegisterDto } from '../dto/register.dto';
import { RateLimited } from '../../shared/http/route-rate-limits';
import { ApiAnswer } from '../../openapi/api-answer.decorator';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
    private readonly sockets: SessionSockets,
  ) {}

  @Public()
  @AllowSuspended()
  @RateLimited('register')
  @Post('register')
  @HttpCode(201)
  register(@Body() dto: RegisterDto): Promise<Session> {
    return this.auth.register(dto);
  }

  @Public()
  @AllowSuspended()
  @Post('login')
  @ApiAnswer({ errors: [401, 403, 429] })
  @HttpCode(200)
  login(@Body() dto: LoginDto, @Req() request: Request): Promise<Session> {
    return this.auth.login(dto, request.ip ?? 'unknown');
  }

  @ApiBearerAuth()
  @AllowSuspended()
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: AuthenticatedRequest): Promise<{ message: string }> {
    if (request.tokenHash) {
      await this.tokens.revoke(request.tokenHash);
      this.sockets.disconnect([request.tokenHash]); // the session's live sockets end with it
    }
    return { message: AR.auth.loggedOut };
  }
}
