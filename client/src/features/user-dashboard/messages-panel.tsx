import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { formatDateTime, formatRelative } from '../../shared/format/date';
import { plural } from '../../shared/format/plural';
import { ar } from '../../shared/messages/ar';
import { Badge } from '../../shared/ui/badge';
import { SenderBadge } from '../../shared/ui/sender-badge';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { cn } from '../../shared/ui/cn';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageHeading } from '../../shared/ui/page-heading';
import { PageSpinner } from '../../shared/ui/spinner';
import { useGetInboxQuery, useMarkMessageReadMutation, type InboxMessage } from './account-api';
import { arm, countedManage } from '../../shared/messages/ar-manage';

/** Buyers' messages from the car pages, newest first; new ones arrive live. Opening one marks it read. */
export function MessagesPanel() {
  const { data, isLoading, isError, refetch } = useGetInboxQuery();
  const [markRead] = useMarkMessageReadMutation();
  const [open, setOpen] = useState<number | null>(null);

  const toggle = (message: InboxMessage) => {
    setOpen((current) => (current === message.id ? null : message.id));
    if (!message.read)
      markRead(message.id)
        .unwrap()
        .catch(() => toast.error(arm.inbox.markFailed));
  };

  return (
    <section className="flex flex-col gap-4">
      <PageHeading
        title="الرسائل"
        subtitle={
          data
            ? data.meta.unread === 0
              ? plural(data.data.length, countedManage.allRead)
              : `${plural(data.meta.unread, countedManage.unreadMessages)} من ${plural(data.data.length, countedManage.ofMessages)}`
            : 'رسائل المشترين حول سياراتك.'
        }
      />
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState
          tone="error"
          title={arm.inbox.loadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      ) : !data || data.data.length === 0 ? (
        <EmptyState title={arm.inbox.empty} description={arm.inbox.emptyHint} />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-100" aria-live="polite">
            {data.data.map((message) => {
              const expanded = open === message.id;
              return (
                <li key={message.id} className={cn('p-4', !message.read && 'bg-brand-50/60')}>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={`message-${message.id}`}
                    onClick={() => toggle(message)}
                    className="flex w-full flex-col gap-1 text-start"
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-bold text-slate-900">{message.name}</span>
                      <SenderBadge verified={message.sender_verified} />
                      {!message.read && <Badge tone="brand">جديدة</Badge>}
                      <time
                        dateTime={message.created_at}
                        title={formatDateTime(message.created_at)}
                        className="ms-auto text-xs text-slate-500"
                      >
                        {formatRelative(message.created_at)}
                      </time>
                    </span>
                    <span className="text-sm text-slate-600">{arm.inbox.about(message.car_name ?? arm.inbox.removedCar)}</span>
                    {!expanded && <span className="line-clamp-1 text-sm text-slate-500">{message.message}</span>}
                  </button>
                  {expanded && (
                    <div
                      id={`message-${message.id}`}
                      className="mt-3 flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
                    >
                      <p className="whitespace-pre-line text-slate-800">{message.message}</p>
                      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
                        <a href={`mailto:${message.email}`} className="font-semibold text-brand-700 hover:underline" dir="ltr">
                          {message.email}
                        </a>
                        {message.phone && (
                          <a
                            href={`tel:${message.phone.replace(/\s+/g, '')}`}
                            className="font-semibold text-brand-700 hover:underline"
                            dir="ltr"
                          >
                            {message.phone}
                          </a>
                        )}
                        {message.car_name && (
                          <Link to={`/car/${message.car_id}`} className="text-slate-600 hover:underline">
                            صفحة السيارة
                          </Link>
                        )}
                      </div>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </section>
  );
}
