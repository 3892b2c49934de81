import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import { JobProcessor } from '../../jobs/job-processor';
import { QUEUE } from '../../jobs/queues';
import { processPhoto } from '../../media/processing/process-photo';
import { StorageService } from '../../storage/storage.service';
import { RecordPartImageResult } from '../commands/record-part-image-result/record-part-image-result.command';
import { PART_IMAGE_JOB, ProcessPartImageJob } from './part-image-job';

/** A spare part's photo becomes WebP variants, exactly as a car's does. */
@Injectable()
export class PartImageProcessor {
  private readonly logger = new Logger(PartImageProcessor.name);

  constructor(
    private readonly storage: StorageService,
    private readonly commands: CommandBus,
  ) {}

  @JobProcessor(QUEUE.images, PART_IMAGE_JOB)
  async process(job: Job<ProcessPartImageJob>): Promise<string> {
    const { partId, imageId, key, causationId } = job.data;
    const result = await processPhoto(this.storage, key, `parts/${partId}`, imageId);
    if (result.kind === 'rejected') this.logger.warn(`photo ${imageId} of part ${partId} refused: ${result.reason}`);
    return this.commands.execute(new RecordPartImageResult(partId, imageId, result, causationId));
  }
}
