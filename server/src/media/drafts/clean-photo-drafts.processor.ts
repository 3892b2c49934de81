import { Inject, Injectable, Logger } from '@nestjs/common';
import { FileStore } from '@tus/file-store';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { JobProcessor } from '../../jobs/job-processor';
import { QUEUE } from '../../jobs/queues';
import { messageOf } from '../../shared/error-message';
import { photoDraftStore } from './photo-draft-store';

export const CLEAN_PHOTO_DRAFTS = 'clean-photo-drafts';

/**
 * Deletes abandoned draft photos: uploads no car claimed within UPLOAD_DRAFT_HOURS (the seller
 * gave up, or the line never came back). Rows go first, so a late claim fails cleanly rather
 * than finding half a file; then their files, and any file older than that without a row (a
 * crash between a claim and its clean-up).
 */
@Injectable()
export class CleanPhotoDraftsProcessor {
  private readonly logger = new Logger(CleanPhotoDraftsProcessor.name);
  private readonly store: FileStore;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {
    this.store = photoDraftStore(config).store;
  }

  @JobProcessor(QUEUE.maintenance, CLEAN_PHOTO_DRAFTS, { schedule: () => ({ every: 60 * 60_000 }) })
  async process(): Promise<{ removed: number }> {
    const [rows]: [Array<{ upload_id: string }>, number] = await this.dataSource.query(
      `DELETE FROM public.photo_drafts WHERE created_at < now() - make_interval(hours => $1) RETURNING upload_id`,
      [this.config.UPLOAD_DRAFT_HOURS],
    );
    for (const { upload_id } of rows) {
      await this.store.remove(upload_id).catch(() => undefined); // already gone: nothing to do
    }
    const expired = await this.store.deleteExpired().catch((error: unknown) => {
      this.logger.warn(`expired draft files not swept: ${messageOf(error)}`);
      return 0;
    });
    return { removed: rows.length + expired };
  }
}
