import { Module } from '@nestjs/common';
import { CarImageProcessor } from './images/car-image.processor';
import { DiscardImagesProcessor } from './images/discard-images.processor';
import { PlaceImageProcessor } from './images/place-image.processor';
import { ExpireListingsProcessor } from './maintenance/expire-listings.processor';
import { MaintenanceSchedule } from './maintenance/maintenance-schedule';
import { PruneCarViewsProcessor } from './maintenance/prune-car-views.processor';
import { WorkersService } from './workers.service';

const processors = [CarImageProcessor, DiscardImagesProcessor, PlaceImageProcessor, ExpireListingsProcessor, PruneCarViewsProcessor];

@Module({ providers: [...processors, WorkersService, MaintenanceSchedule], exports: [WorkersService] })
export class WorkerJobsModule {}
