import { Mail } from '../../mail/mailer';
import { AR } from '../../shared/messages/ar';

/** The `mail` queue's job that tells a user of a car matching their saved search (by its notification). */
export const SAVED_SEARCH_MAIL_JOB = 'saved-search-match';

export interface SavedSearchMailJob {
  notificationId: number;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function savedSearchMail(
  to: { name: string; email: string },
  match: { searchName: string; body: string },
  links: { car: string; unsubscribe: string },
): Mail {
  const greeting = `مرحبًا ${to.name}،`;
  const line = `نُشرت للتو سيارة تطابق بحثك المحفوظ «${match.searchName}»:`;
  const stop = 'لإيقاف رسائل البحث المحفوظ:';
  return {
    to: to.email,
    subject: AR.savedSearches.mailSubject(match.searchName),
    text: [greeting, '', line, match.body, links.car, '', stop, links.unsubscribe].join('\n'),
    html: `<div dir="rtl" lang="ar" style="font-family:Tahoma,Arial,sans-serif;line-height:1.8">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p>
<p><a href="${escapeHtml(links.car)}">${escapeHtml(match.body)}</a></p>
<p style="color:#555">${escapeHtml(stop)} <a href="${escapeHtml(links.unsubscribe)}">إلغاء الاشتراك</a></p></div>`,
  };
}
