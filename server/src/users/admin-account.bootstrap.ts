import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { RegisterUser } from './commands/register-user/register-user.command';
import { UserQueries } from './queries/user-queries';
import { EmailTaken } from './domain/user.errors';

/** Opens the admin account named by ADMIN_EMAIL / ADMIN_PASSWORD on the first start. */
@Injectable()
export class AdminAccountBootstrap {
  private readonly logger = new Logger(AdminAccountBootstrap.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
    private readonly users: UserQueries,
  ) {}

  async run(): Promise<void> {
    if (await this.users.idByEmail(this.config.ADMIN_EMAIL)) return;
    try {
      await this.commands.execute(
        new RegisterUser('مدير سيّارة', this.config.ADMIN_EMAIL.toLowerCase(), this.config.ADMIN_PASSWORD, ['admin'], null, true),
      );
      this.logger.log(`admin account ${this.config.ADMIN_EMAIL} created`);
    } catch (error) {
      // A second server starting at the same moment registered it first.
      if (!(error instanceof EmailTaken)) throw error;
    }
  }
}
