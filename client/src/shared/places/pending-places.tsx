import type { ReactNode } from 'react';
import { serverMessage } from '../api/api-error';
import { formatNumber } from '../format/number';
import { ModerationQueue, type Verdict, type VerdictMessages } from '../moderation/moderation-queue';
import { Badge } from '../ui/badge';
import { EmptyState } from '../ui/empty-state';
import type { Place } from './place';

interface PendingPlacesProps<T extends Place> {
  /** `store` or `workshop`: names the section's heading id. */
  kind: string;
  places: T[];
  title: string;
  emptyTitle: string;
  renderPlace: (place: T) => ReactNode;
  decide: (place: T, verdict: Verdict, reason?: string) => Promise<unknown>;
  messages: { approved: string; rejected: string; moderateFailed: string };
  rejectTitle: string;
  rejectQuestion: (place: T) => ReactNode;
}

/** The admin's queue of stores or workshops awaiting review, with their count; it follows the list live. */
export function PendingPlaces<T extends Place>({ kind, places, title, emptyTitle, messages, ...queue }: PendingPlacesProps<T>) {
  const verdictMessages: VerdictMessages = {
    approved: messages.approved,
    rejected: messages.rejected,
    failed: () => messages.moderateFailed,
    conflict: (error) => serverMessage(error) ?? undefined,
  };
  return (
    <section aria-labelledby={`${kind}-queue-heading`} className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <h2 id={`${kind}-queue-heading`} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <Badge tone="warning">
          <span aria-live="polite">{formatNumber(places.length)}</span>
        </Badge>
      </div>
      {places.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <ModerationQueue
          items={places}
          nameOf={(place) => place.name}
          renderItem={queue.renderPlace}
          decide={queue.decide}
          messages={verdictMessages}
          rejectTitle={queue.rejectTitle}
          rejectQuestion={queue.rejectQuestion}
        />
      )}
    </section>
  );
}
