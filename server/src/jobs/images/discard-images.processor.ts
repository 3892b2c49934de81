import { Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { StorageService } from '../../storage/storage.service';

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

  async process(job: Job<DiscardImagesJob>): Promise<void> {
    await this.storage.remove(job.data.keys);
    for (const prefix of job.data.prefixes) await this.storage.removePrefix(prefix);
  }
}
