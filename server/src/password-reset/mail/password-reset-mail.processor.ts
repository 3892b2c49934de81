import { Inject, Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { JobProcessor } from '../../jobs/job-processor';
import { QUEUE } from '../../jobs/queues';
import { Mail, Mailer } from '../../mail/mailer';
import { AR } from '../../shared/messages/ar';
import { UserQueries } from '../../users/queries/user-queries';
import { PASSWORD_RESET_MAIL_JOB, PasswordResetMailJob } from '../password-reset.jobs';
import { RESET_LINK_MINUTES, ResetTokens } from '../reset-tokens';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function passwordResetMail(name: string, to: string, link: string): Mail {
  const greeting = `مرحبًا ${name}،`;
  const lines = [
    'طلب أحدهم تعيين كلمة مرور جديدة لحسابك في سيّارة.',
    `اضغط الرابط التالي خلال ${RESET_LINK_MINUTES} دقيقة لتعيين كلمة مرور جديدة (يعمل مرة واحدة فقط):`,
  ];
  const ignore = 'إن لم تطلب ذلك فتجاهل هذه الرسالة، ولن يتغير شيء في حسابك.';
  return {
    to,
    subject: AR.passwordReset.mailSubject,
    text: [greeting, '', ...lines, link, '', ignore].join('\n'),
    html: `<div dir="rtl" lang="ar" style="font-family:Tahoma,Arial,sans-serif;line-height:1.8">
<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
<p><a href="${escapeHtml(link)}">تعيين كلمة مرور جديدة</a></p><p style="color:#555">${escapeHtml(ignore)}</p></div>`,
  };
}

/**
 * Makes and mails a reset link when the address has an account; for any other address it does
 * nothing, which the requester cannot tell apart. A retried job issues a fresh link (the earlier
 * one stops working), so a mail that failed to send leaves no usable link behind.
 */
@Injectable()
export class PasswordResetMailProcessor {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UserQueries,
    private readonly links: ResetTokens,
    private readonly mailer: Mailer,
  ) {}

  @JobProcessor(QUEUE.mail, PASSWORD_RESET_MAIL_JOB)
  async process(job: Job<PasswordResetMailJob>): Promise<string> {
    const id = await this.users.idByEmail(job.data.email);
    const user = id ? await this.users.findById(id) : null;
    if (!user) return 'no account';
    const token = await this.links.issue(user.id);
    const link = `${this.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mailer.send(passwordResetMail(user.name, user.email, link));
    return 'sent';
  }
}
