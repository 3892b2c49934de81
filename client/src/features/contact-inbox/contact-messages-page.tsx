import { useState } from 'react';
import { formatDateTime } from '../../shared/format/date';
import { plural } from '../../shared/format/plural';
import { ar } from '../../shared/messages/ar';
import { Badge } from '../../shared/ui/badge';
import { SenderBadge } from '../../shared/ui/sender-badge';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageHeading } from '../../shared/ui/page-heading';
import { Pagination } from '../../shared/ui/pagination';
import { PageSpinner } from '../../shared/ui/spinner';
import { useGetContactMessagesQuery, useMarkContactMessageReadMutation, type ContactMessage } from './contact-inbox-api';
import { arm, countedManage } from '../../shared/messages/ar-manage';

/** The admins' inbox of the contact page: newest first, live, each marked read once opened. */
export function ContactMessagesPage() {
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { data, isLoading, isError, refetch } = useGetContactMessagesQuery({ page, unread: unreadOnly });
  const totalPages = Math.max(1, data?.meta.last_page ?? 1);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageHeading
        title="رسائل صفحة الاتصال"
        subtitle={data ? plural(data.meta.unread, countedManage.unreadMessages) : undefined}
        actions={
          <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-semibold text-slate-700">
            <input
              type="checkbox"
              checked={unreadOnly}
              onChange={(event) => {
                setUnreadOnly(event.target.checked);
                setPage(1);
              }}
              className="size-4 accent-brand-600"
            />
            غير المقروءة فقط
          </label>
        }
      />
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState
          tone="error"
          title={arm.contactInbox.loadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      ) : !data || data.data.length === 0 ? (
        <EmptyState title={arm.contactInbox.empty} />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {data.data.map((message) => (
              <li key={message.id}>
                <MessageItem message={message} />
              </li>
            ))}
          </ul>
          {totalPages > 1 && (
            <Pagination className="mt-8" page={Math.min(page, totalPages)} totalPages={totalPages} onChange={setPage} />
          )}
        </>
      )}
    </div>
  );
}

function MessageItem({ message }: { message: ContactMessage }) {
  const [markRead] = useMarkContactMessageReadMutation();
  return (
    <Card className={message.read ? 'p-0' : 'border-brand-300 p-0'}>
      <details onToggle={(event) => event.currentTarget.open && !message.read && void markRead(message.id)}>
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-3 p-4">
          {!message.read && <Badge tone="brand">جديدة</Badge>}
          <span className="font-bold text-slate-900">{message.subject}</span>
          <span className="text-sm text-slate-600">من {message.name}</span>
          <SenderBadge verified={message.sender_verified} />
          <time dateTime={message.created_at} className="ms-auto text-xs text-slate-500">
            {formatDateTime(message.created_at)}
          </time>
        </summary>
        <div className="flex flex-col gap-3 border-t border-slate-100 p-4">
          <p className="leading-7 whitespace-pre-line text-slate-800">{message.message}</p>
          <p className="flex flex-wrap gap-4 text-sm">
            <a
              href={`mailto:${message.email}?subject=${encodeURIComponent(`رد: ${message.subject}`)}`}
              dir="ltr"
              className="text-brand-700 hover:underline"
            >
              {message.email}
            </a>
            {message.phone && (
              <a href={`tel:${message.phone.replace(/\s+/g, '')}`} dir="ltr" className="text-brand-700 hover:underline">
                {message.phone}
              </a>
            )}
          </p>
        </div>
      </details>
    </Card>
  );
}
