import { Module } from '@nestjs/common';
import { SettingsProjection } from './projections/settings.projection';
import { SettingsQueries } from './queries/settings-queries';
import { SettingsBootstrap } from './settings-bootstrap';

const projections = [SettingsProjection];
const queries = [SettingsQueries];

@Module({
  providers: [...projections, ...queries, SettingsBootstrap],
  exports: [...queries, SettingsBootstrap],
})
export class SettingsModule {}
