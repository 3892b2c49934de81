import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DomainModule } from '../domain.module';
import { MediaModule } from '../media/media.module';
import { DemoCitiesSeeder } from './demo/demo-cities.seeder';
import { DemoComparablesSeeder } from './demo/demo-comparables.seeder';
import { DemoMarketSeeder } from './demo/demo-market.seeder';
import { DemoPartsSeeder } from './demo/demo-parts.seeder';
import { DemoPlacesSeeder } from './demo/demo-places.seeder';
import { SeedContext } from './seed-context';
import { SeedHarness } from './seed-harness';

const seeders = [DemoMarketSeeder, DemoCitiesSeeder, DemoComparablesSeeder, DemoPlacesSeeder, DemoPartsSeeder];

@Module({
  imports: [DiscoveryModule, DomainModule, MediaModule],
  providers: [SeedContext, SeedHarness, ...seeders],
  exports: [SeedHarness],
})
export class SeedModule {}
