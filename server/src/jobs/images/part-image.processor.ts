import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import { RecordPartImageResult } from '../../parts/commands/record-part-image-result/record-part-image-result.command';
import { StorageService } from '../../storage/storage.service';
import { QUEUE } from '../queues';
import { WorkersService } from '../workers.service';
import { PART_IMAGE_JOB } from './image-jobs';
import { processPhoto } from './process-photo';

export { PART_IMAGE_JOB };

export interface ProcessPartImageJob {
  partId: number;
  imageId: string;
  key: string;
  causationId: string;
}

/** A spare part's photo becomes WebP variants, exactly as a car's does. */
@Injectable()
export class PartImageProcessor implements OnModuleInit {
  private readonly logger = new Logger(PartImageProcessor.name);

  constructor(
    private readonly workers: WorkersService,
    private readonly storage: StorageService,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.workers.register<ProcessPartImageJob>(QUEUE.images, PART_IMAGE_JOB, (job) => this.process(job));
  }

  async process(job: Job<ProcessPartImageJob>): Promise<string> {
    const { partId, imageId, key, causationId } = job.data;
    const result = await processPhoto(this.storage, key, `parts/${partId}`, imageId);
    if (result.kind === 'rejected') this.logger.warn(`photo ${imageId} of part ${partId} refused: ${result.reason}`);
    return this.commands.execute(new RecordPartImageResult(partId, imageId, result, causationId));
  }
}
