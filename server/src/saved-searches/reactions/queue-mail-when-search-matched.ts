import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { RecordedEvent } from '../../event-store/event.types';
import { QUEUE, Queues } from '../../jobs/queues';
import type { NotificationRaised } from '../../notifications/domain/notification.events';
import { SAVED_SEARCH_MAIL_JOB, SavedSearchMailJob } from '../mail/saved-search-mail';

const MAIL_DELAY_MS = 3_000;

/**
 * A saved search's match goes to the mail queue (the processor checks the user's preference).
 * One approval can match hundreds of searches, so a batch's mails are queued together.
 */
@Injectable()
@Reaction({ subscription: 'jobs', handles: ['NotificationRaised'] })
export class QueueMailWhenSearchMatched {
  constructor(private readonly queues: Queues) {}

  /** Nothing per event: the batch's mails are queued together in afterBatch. */
  async handle(): Promise<void> {}

  async afterBatch(batch: RecordedEvent[]): Promise<void> {
    const jobs = batch
      .filter((e): e is RecordedEvent & NotificationRaised => e.type === 'NotificationRaised')
      .filter((e) => e.data.savedSearchId !== null)
      .map(({ data: { notificationId } }) => ({
        name: SAVED_SEARCH_MAIL_JOB,
        data: { notificationId } satisfies SavedSearchMailJob,
        // The id makes a redelivered event add nothing. The delay lets the live pushes of a big
        // approval go first: a mail is not read within seconds, a bell is.
        opts: { jobId: `saved-search-mail-${notificationId}`, delay: MAIL_DELAY_MS },
      }));
    if (jobs.length) await this.queues.get(QUEUE.mail).addBulk(jobs);
  }
}
