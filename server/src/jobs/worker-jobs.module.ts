import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobProcessors } from './job-processors';
import { MaintenanceSchedule } from './maintenance-schedule';
import { WorkersService } from './workers.service';

/**
 * The worker's side of the queues: it runs the @JobProcessor methods of the contexts' providers
 * (each context keeps its processors beside its reactions) and installs the maintenance schedules.
 */
@Module({
  imports: [DiscoveryModule],
  providers: [JobProcessors, WorkersService, MaintenanceSchedule],
  exports: [JobProcessors],
})
export class WorkerJobsModule {}
