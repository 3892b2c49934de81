import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CategoriesBootstrap } from './categories/categories-bootstrap';
import { migrate, underStartupLock } from './database/migrate';
import { ProjectionRegistry } from './event-store/projection-registry';
import { codeVersions, recordVersionsOfNewLog } from './replay/projection-versions';
import { SettingsBootstrap } from './settings/settings-bootstrap';
import { AdminAccountBootstrap } from './users/admin-account.bootstrap';

/** Before the server answers: the schema is current; the admin account, starting rates and categories exist. */
@Injectable()
export class StartupService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(StartupService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly admin: AdminAccountBootstrap,
    private readonly settings: SettingsBootstrap,
    private readonly categories: CategoriesBootstrap,
    private readonly projections: ProjectionRegistry,
  ) {}

  async onModuleInit(): Promise<void> {
    const applied = await migrate(this.dataSource);
    if (applied.length) this.logger.log(`applied migrations: ${applied.join(', ')}`);
    // Before anything is appended (the bootstraps below, the demo data): a new log's read models
    // are what this code's projections make.
    await recordVersionsOfNewLog(this.dataSource.manager, codeVersions(this.projections.projections()));
  }

  /**
   * After the CQRS module has registered its handlers (it does so on bootstrap too, before us).
   * One copy at a time: two servers starting together on a new database would otherwise both
   * take category ids from the sequence before one of them opens the catalogue, leaving it with
   * ids that do not start at 1.
   */
  async onApplicationBootstrap(): Promise<void> {
    await underStartupLock(this.dataSource, 'sayyara:bootstrap', async () => {
      await this.settings.run();
      await this.categories.run();
      await this.admin.run();
    });
  }
}
