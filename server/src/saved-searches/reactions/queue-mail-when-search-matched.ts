import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { RecordedEvent } from '../../event-store/event.types';
import { QUEUE, Queues } from '../../jobs/queues';
import type { NotificationRaised } from '../../notifications/domain/notification.events';
import { SAVED_SEARCH_MAIL_JOB, SavedSearchMailJob } from '../mail/saved-search-mail';

/** A saved search's match goes to the mail queue (the processor checks the user's preference). */
@Injectable()
@Reaction({ subscription: 'jobs', handles: ['NotificationRaised'] })
export class QueueMailWhenSearchMatched {
  constructor(private readonly queues: Queues) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const { notificationId, savedSearchId } = (recorded as RecordedEvent & NotificationRaised).data;
    if (savedSearchId === null) return;
    const job: SavedSearchMailJob = { notificationId };
    // The id makes a redelivered event add nothing.
    await this.queues.get(QUEUE.mail).add(SAVED_SEARCH_MAIL_JOB, job, { jobId: `saved-search-mail-${notificationId}` });
  }
}
