import { Module } from '@nestjs/common';
import { ChangeSiteSettingsHandler } from './commands/change-site-settings/change-site-settings.handler';
import { SetExchangeRatesHandler } from './commands/set-exchange-rates/set-exchange-rates.handler';
import { AdminSettingsController } from './http/admin-settings.controller';
import { PublicSettingsController } from './http/public-settings.controller';
import { SettingsProjection } from './projections/settings.projection';
import { SettingsQueries } from './queries/settings-queries';
import { SettingsBootstrap } from './settings-bootstrap';

const commandHandlers = [ChangeSiteSettingsHandler, SetExchangeRatesHandler];
const projections = [SettingsProjection];
const queries = [SettingsQueries];

@Module({
  controllers: [AdminSettingsController, PublicSettingsController],
  providers: [...commandHandlers, ...projections, ...queries, SettingsBootstrap],
  exports: [...queries, SettingsBootstrap],
})
export class SettingsModule {}
