import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import { JobProcessor } from '../../jobs/job-processor';
import { QUEUE } from '../../jobs/queues';
import { processPhoto } from '../../media/processing/process-photo';
import { StorageService } from '../../storage/storage.service';
import { RecordImageResult } from '../commands/record-image-result/record-image-result.command';
import { CAR_IMAGE_JOB, ProcessCarImageJob } from './car-image-job';

export type { ProcessCarImageJob };

/**
 * Turns an uploaded original into WebP variants and records the outcome as an event. Running
 * twice writes the same keys and records once (RecordImageResult ignores settled photos).
 */
@Injectable()
export class CarImageProcessor {
  private readonly logger = new Logger(CarImageProcessor.name);

  constructor(
    private readonly storage: StorageService,
    private readonly commands: CommandBus,
  ) {}

  @JobProcessor(QUEUE.images, CAR_IMAGE_JOB)
  async process(job: Job<ProcessCarImageJob>): Promise<string> {
    const { carId, imageId, key, causationId } = job.data;
    const result = await processPhoto(this.storage, key, `cars/${carId}`, imageId);
    if (result.kind === 'rejected') this.logger.warn(`photo ${imageId} of car ${carId} refused: ${result.reason}`);
    return this.commands.execute(new RecordImageResult(carId, imageId, result, causationId));
  }
}
