import { Mail } from '../../mail/mailer';
import { MARKET_TIME_ZONE } from '../../shared/market-day';
import { AR } from '../../shared/messages/ar';
import { escapeHtml } from './saved-search-mail';

/** The daily digest goes out at this hour, Damascus time (README: Saved searches, e-mail). */
export const DIGEST_HOUR = 8;
export const DIGEST_TIME_ZONE = MARKET_TIME_ZONE;
/** The maintenance queue's daily job that queues one digest mail per user who chose it. */
export const SAVED_SEARCH_DIGEST_JOB = 'saved-search-digest';
/** The mail queue's job that sends one user's digest of one day. */
export const SAVED_SEARCH_DIGEST_MAIL_JOB = 'saved-search-digest-mail';

/**
 * One user's digest of one day: the notifications raised from the previous day's digest hour
 * (`since`, included) to this day's (`until`, excluded), so consecutive days never overlap.
 */
export interface SavedSearchDigestMailJob {
  userId: number;
  day: string;
  since: string;
  until: string;
}

export interface DigestItem {
  searchName: string;
  body: string;
  link: string;
}

export function savedSearchDigestMail(
  to: { name: string; email: string },
  items: readonly DigestItem[],
  unsubscribe: string,
): Mail {
  const greeting = `مرحبًا ${to.name}،`;
  const line = 'هذه السيارات التي نُشرت خلال اليوم الماضي وتطابق عمليات بحثك المحفوظة:';
  const stop = 'لإيقاف رسائل البحث المحفوظ:';
  const text = items.map((item) => `- ${item.body} («${item.searchName}»)\n  ${item.link}`);
  const html = items.map(
    (item) =>
      `<li><a href="${escapeHtml(item.link)}">${escapeHtml(item.body)}</a> <span style="color:#555">(«${escapeHtml(item.searchName)}»)</span></li>`,
  );
  return {
    to: to.email,
    subject: AR.savedSearches.digestSubject(items.length),
    text: [greeting, '', line, ...text, '', stop, unsubscribe].join('\n'),
    html: `<div dir="rtl" lang="ar" style="font-family:Tahoma,Arial,sans-serif;line-height:1.8">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p>
<ul>${html.join('\n')}</ul>
<p style="color:#555">${escapeHtml(stop)} <a href="${escapeHtml(unsubscribe)}">إلغاء الاشتراك</a></p></div>`,
  };
}
