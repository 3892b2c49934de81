import { Module } from '@nestjs/common';
import { CarImageProcessor } from './images/car-image.processor';
import { DiscardImagesProcessor } from './images/discard-images.processor';
import { PlaceImageProcessor } from './images/place-image.processor';
import { WorkersService } from './workers.service';

const processors = [CarImageProcessor, DiscardImagesProcessor, PlaceImageProcessor];

@Module({ providers: [...processors, WorkersService], exports: [WorkersService] })
export class WorkerJobsModule {}
