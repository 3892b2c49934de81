import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import { RecordImageResult } from '../../cars/commands/record-image-result/record-image-result.command';
import { StorageService } from '../../storage/storage.service';
import { processPhoto } from './process-photo';

export interface ProcessCarImageJob {
  carId: number;
  imageId: string;
  key: string;
  /** Global position of the event that asked for it. */
  causationId: string;
}

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

  async process(job: Job<ProcessCarImageJob>): Promise<string> {
    const { carId, imageId, key, causationId } = job.data;
    const result = await processPhoto(this.storage, key, `cars/${carId}`, imageId);
    if (result.kind === 'rejected') this.logger.warn(`photo ${imageId} of car ${carId} refused: ${result.reason}`);
    return this.commands.execute(new RecordImageResult(carId, imageId, result, causationId));
  }
}
