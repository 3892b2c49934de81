import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { JobProcessor } from '../../jobs/job-processor';
import { QUEUE, Queues } from '../../jobs/queues';
import { Mailer } from '../../mail/mailer';
import { Clock } from '../../shared/clock';
import { UserQueries } from '../../users/queries/user-queries';
import { RecordSavedSearchDigest } from '../commands/record-digest.command';
import {
  DIGEST_HOUR,
  DIGEST_TIME_ZONE,
  DigestItem,
  SAVED_SEARCH_DIGEST_JOB,
  SAVED_SEARCH_DIGEST_MAIL_JOB,
  savedSearchDigestMail,
  SavedSearchDigestMailJob,
} from './saved-search-digest-mail';
import { UnsubscribeTokens } from './unsubscribe-tokens';

/**
 * The daily digest of saved search matches (README: Saved searches, e-mail). Once a day at
 * DIGEST_HOUR in Damascus, `run` queues one mail job per user whose `saved_search_mail` is
 * 'daily' and who has matches in the day's window; each job records the day's digest (an event)
 * before it mails, so a rerun, a second worker or a job added again sends nothing twice.
 */
@Injectable()
export class SavedSearchDigestProcessor {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: Queues,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly users: UserQueries,
    private readonly tokens: UnsubscribeTokens,
    private readonly commands: CommandBus,
    private readonly mailer: Mailer,
  ) {}

  /** Once a day at DIGEST_HOUR in Damascus. */
  @JobProcessor(QUEUE.maintenance, SAVED_SEARCH_DIGEST_JOB, {
    schedule: () => ({ pattern: `0 ${DIGEST_HOUR} * * *`, tz: DIGEST_TIME_ZONE }),
  })
  onSchedule(): Promise<{ day: string; users: number }> {
    return this.run(this.clock.now());
  }

  /**
   * The digest of the last digest hour at or before `now`: the day is that hour's date in
   * Damascus, its window the 24 hours before it (`since` included, `until` excluded).
   */
  async window(now: Date): Promise<{ day: string; since: Date; until: Date }> {
    const [window]: Array<{ day: string; since: Date; until: Date }> = await this.dataSource.query(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day,
              ((d - 1) + make_time($2, 0, 0)) AT TIME ZONE $3 AS since,
              (d + make_time($2, 0, 0)) AT TIME ZONE $3 AS until
         FROM (SELECT (($1::timestamptz AT TIME ZONE $3) - make_interval(hours => $2))::date AS d) AS t`,
      [now, DIGEST_HOUR, DIGEST_TIME_ZONE],
    );
    return window;
  }

  /** Queues the digests of the window `now` closes (see `window`), one job per user and day. */
  async run(now: Date): Promise<{ day: string; users: number }> {
    const { day, since, until } = await this.window(now);
    const recipients: Array<{ user_id: number }> = await this.dataSource.query(
      `SELECT DISTINCT n.user_id FROM notifications n JOIN users u ON u.id = n.user_id
        WHERE n.saved_search_id IS NOT NULL AND n.created_at >= $1 AND n.created_at < $2
          AND u.status = 'active' AND u.preferences->>'saved_search_mail' = 'daily'`,
      [since, until],
    );
    const jobs = recipients.map(({ user_id }) => ({
      name: SAVED_SEARCH_DIGEST_MAIL_JOB,
      data: { userId: user_id, day, since: since.toISOString(), until: until.toISOString() } satisfies SavedSearchDigestMailJob,
      opts: { jobId: `saved-search-digest-${user_id}-${day}` },
    }));
    if (jobs.length) await this.queues.get(QUEUE.mail).addBulk(jobs);
    return { day, users: jobs.length };
  }

  /**
   * One user's digest. The record comes first: a digest recorded before is not mailed again,
   * unless this very job recorded it and then failed to send (a retry of it resends the list).
   */
  @JobProcessor(QUEUE.mail, SAVED_SEARCH_DIGEST_MAIL_JOB)
  async mail(job: Job<SavedSearchDigestMailJob>): Promise<string> {
    const { userId, day, since, until } = job.data;
    const user = await this.users.findById(userId);
    if (!user || user.status !== 'active') return 'no account';
    if (user.preferences.saved_search_mail !== 'daily') return 'not on the digest';
    const rows: Array<{ id: number; body: string; link: string; search_name: string }> = await this.dataSource.query(
      `SELECT n.id, n.body, n.link, s.name AS search_name
         FROM notifications n JOIN saved_searches s ON s.id = n.saved_search_id
        WHERE n.user_id = $1 AND n.created_at >= $2 AND n.created_at < $3
        ORDER BY n.id`,
      [userId, since, until],
    );
    const outcome = await this.commands.execute(
      new RecordSavedSearchDigest(
        userId,
        day,
        rows.map((row) => row.id),
      ),
    );
    if (outcome.recordedBefore && job.attemptsMade === 0) return 'already mailed';
    const listed = new Set(outcome.notificationIds);
    const items: DigestItem[] = rows
      .filter((row) => listed.has(row.id))
      .map((row) => ({ searchName: row.search_name, body: row.body, link: `${this.config.publicUrl}${row.link}` }));
    if (!items.length) return 'nothing new';
    const unsubscribe = `${this.config.publicUrl}/api/saved-searches/unsubscribe?token=${await this.tokens.sign(user.id)}`;
    await this.mailer.send(savedSearchDigestMail(user, items, unsubscribe));
    return `sent ${items.length}`;
  }
}
