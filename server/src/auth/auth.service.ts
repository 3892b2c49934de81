import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SettingsQueries } from '../settings/queries/settings-queries';
import { TokenService } from '../shared/auth/token.service';
import { forbidden, unauthorized, validationFailed } from '../shared/http/http-errors';
import { AR } from '../shared/messages/ar';
import { RegisterUser } from '../users/commands/register-user/register-user.command';
import { UserQueries } from '../users/queries/user-queries';
import { UserView } from '../users/queries/user-view';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { LoginRateLimiter } from './login-rate-limiter';
import { PasswordHasher } from './password-hasher';

export interface Session {
  token: string;
  user: UserView;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: UserQueries,
    private readonly tokens: TokenService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: LoginRateLimiter,
    private readonly settings: SettingsQueries,
  ) {}

  async register(dto: RegisterDto): Promise<Session> {
    // The admin's "allow registration" switch (system settings).
    if (!(await this.settings.site()).allowRegistration) throw forbidden(AR.users.registrationClosed);
    if (dto.password !== dto.password_confirmation) {
      throw validationFailed({ password_confirmation: [AR.auth.passwordMismatch] });
    }
    const { userId } = await this.commands.execute(
      new RegisterUser(dto.name, dto.email, dto.password, [dto.role ?? 'user'], dto.phone ?? null),
    );
    return this.openSession(userId, false);
  }

  /** Same 401 whether the email is unknown or the password wrong; both cost one argon2 verify. */
  async login(dto: LoginDto, ip: string): Promise<Session> {
    // Reserved before argon2 runs, so parallel guesses cannot all slip in before any is counted.
    const attempt = await this.limiter.reserve(ip, dto.email);
    const record = await this.users.findLoginRecord(dto.email);
    const valid = await this.hasher.verify(record?.passwordHash ?? null, dto.password);
    if (!record || !valid) {
      await this.limiter.failed(attempt);
      throw unauthorized(AR.auth.invalidCredentials);
    }
    await this.limiter.succeeded(attempt);
    if (record.status === 'suspended') throw forbidden(AR.auth.accountSuspended);
    return this.openSession(record.id, dto.remember ?? false);
  }

  private async openSession(userId: number, remember: boolean): Promise<Session> {
    const token = await this.tokens.issue(userId, remember);
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized();
    return { token, user };
  }
}
