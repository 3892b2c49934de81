import { Inject, Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { JobProcessor } from '../../jobs/job-processor';
import { QUEUE } from '../../jobs/queues';
import { Mailer } from '../../mail/mailer';
import { NotificationQueries } from '../../notifications/queries/notification-queries';
import { UserQueries } from '../../users/queries/user-queries';
import { SavedSearchQueries } from '../queries/saved-search-queries';
import { SAVED_SEARCH_MAIL_JOB, savedSearchMail, SavedSearchMailJob } from './saved-search-mail';
import { UnsubscribeTokens } from './unsubscribe-tokens';

/**
 * Mails a saved search's match at once, when the user's `saved_search_mail` is 'instant' (read
 * when the mail goes, so unsubscribing stops mails already queued; 'daily' leaves it to the digest). The job's id is the
 * notification's, so a redelivered event queues no second mail.
 */
@Injectable()
export class SavedSearchMailProcessor {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifications: NotificationQueries,
    private readonly searches: SavedSearchQueries,
    private readonly users: UserQueries,
    private readonly tokens: UnsubscribeTokens,
    private readonly mailer: Mailer,
  ) {}

  @JobProcessor(QUEUE.mail, SAVED_SEARCH_MAIL_JOB)
  async process(job: Job<SavedSearchMailJob>): Promise<string> {
    const notification = await this.notifications.byId(job.data.notificationId);
    if (!notification?.saved_search_id) return 'no notification';
    const user = await this.users.findById(notification.user_id);
    if (!user || user.status !== 'active') return 'no account';
    const mode = user.preferences.saved_search_mail;
    if (mode === 'daily') return 'in the daily digest';
    if (mode !== 'instant') return 'opted out';
    const search = await this.searches.one(notification.saved_search_id, user.id);
    if (!search) return 'search deleted';
    const unsubscribe = `${this.config.publicUrl}/api/saved-searches/unsubscribe?token=${await this.tokens.sign(user.id)}`;
    await this.mailer.send(
      savedSearchMail(
        user,
        { searchName: search.name, body: notification.body },
        {
          car: `${this.config.publicUrl}${notification.link}`,
          unsubscribe,
        },
      ),
    );
    return 'sent';
  }
}
