import { Module } from '@nestjs/common';
import { CarsModule } from '../cars/cars.module';
import { RecommendationsModule } from '../recommendations/recommendations.module';
import { UsersModule } from '../users/users.module';
import { AdminCacheController } from './admin-cache.controller';
import { AdminStatsController } from './admin-stats.controller';

/** Admin-area calls that span contexts (the overview's totals, clearing the caches). */
@Module({
  imports: [CarsModule, UsersModule, RecommendationsModule],
  controllers: [AdminStatsController, AdminCacheController],
})
export class AdminModule {}
