import { Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { QUEUE } from '../../jobs/queues';
import { JobProcessor } from '../../jobs/job-processor';
import { StorageService } from '../../storage/storage.service';
import { DISCARD_IMAGES_JOB } from './image-job';

export interface DiscardImagesJob {
  /** Originals to delete. */
  keys: string[];
  /** Folders of variants to delete (everything under each prefix). */
  prefixes: string[];
}

/** Removes the files of photos and cars that are gone. Deleting twice is harmless. */
@Injectable()
export class DiscardImagesProcessor {
  constructor(private readonly storage: StorageService) {}

  @JobProcessor(QUEUE.images, DISCARD_IMAGES_JOB)
  async process(job: Job<DiscardImagesJob>): Promise<void> {
    await this.storage.remove(job.data.keys);
    for (const prefix of job.data.prefixes) await this.storage.removePrefix(prefix);
  }
}
