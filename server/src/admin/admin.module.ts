import { Module } from '@nestjs/common';
import { CarsModule } from '../cars/cars.module';
import { UsersModule } from '../users/users.module';
import { AdminStatsController } from './admin-stats.controller';

/** Admin-area reads that span contexts (the overview's totals). */
@Module({
  imports: [CarsModule, UsersModule],
  controllers: [AdminStatsController],
})
export class AdminModule {}
