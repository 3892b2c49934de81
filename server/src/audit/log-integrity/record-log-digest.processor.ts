import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EventStore } from '../../event-store/event-store.service';
import { retryOnConflict } from '../../event-store/retry-on-conflict';
import { JobProcessor } from '../../jobs/job-processor';
import { QUEUE } from '../../jobs/queues';
import { LogDigests } from './log-digests';

export const RECORD_LOG_DIGEST = 'record-log-digest';

export const LOG_DIGEST_STREAM = 'log-digest';

/**
 * Every hour the worker writes the log's signed digest into the log itself (LogDigestRecorded),
 * one stream per UTC day: a later chain covers every earlier head, so rewriting the past also
 * means forging these, and each is signed with a key the database does not give away in a copy
 * of the events table.
 */
@Injectable()
export class RecordLogDigestProcessor {
  constructor(
    private readonly digests: LogDigests,
    private readonly store: EventStore,
  ) {}

  @JobProcessor(QUEUE.maintenance, RECORD_LOG_DIGEST, { schedule: () => ({ every: 60 * 60_000 }) })
  async process(): Promise<void> {
    const digest = await this.digests.current();
    const day = digest.at.slice(0, 10);
    await retryOnConflict(async () => {
      const version = (await this.store.readStream(LOG_DIGEST_STREAM, day)).length;
      await this.store.append(
        {
          streamType: LOG_DIGEST_STREAM,
          streamId: day,
          expectedVersion: version,
          events: [{ type: 'LogDigestRecorded', data: digest }],
        },
        { actorId: null, actorRole: 'system', correlationId: randomUUID() },
      );
    });
  }
}
