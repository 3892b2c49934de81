import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { errorStatus } from '../api/api-error';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { TextAreaField } from '../ui/inputs';

export type Verdict = 'approve' | 'reject';

/** The toasts of a queue: its own wording (gender, «بنجاح»), one shape for cars, stores and workshops. */
export interface VerdictMessages {
  approved: string;
  rejected: string;
  failed: (verdict: Verdict) => string;
  /** The toast's detail when another admin decided first (409). */
  conflict: (error: unknown) => string | undefined;
}

interface ModerationQueueProps<T extends { id: number }> {
  items: T[];
  /** The item's name in the buttons' accessible names («موافقة على …», «رفض …»). */
  nameOf: (item: T) => string;
  /** What the admin judges (picture, name, owner, details): the row's content before its buttons. */
  renderItem: (item: T) => ReactNode;
  /**
   * Sends the verdict; `reason` (reject only, optional) is kept for the owner; `anyway`: the
   * admin approved an item `incomplete` says lacks something («موافقة رغم النقص»).
   */
  decide: (item: T, verdict: Verdict, reason?: string, anyway?: boolean) => Promise<unknown>;
  /**
   * Items that cannot be judged whole yet (a car without a price or a ready photo): their approve
   * button becomes an explicit «موافقة رغم النقص» (default: none).
   */
  incomplete?: (item: T) => boolean;
  messages: VerdictMessages;
  rejectTitle: string;
  rejectQuestion: (item: T) => ReactNode;
  /** Items that can still be decided show approve and reject (default: all of them). */
  awaitsVerdict?: (item: T) => boolean;
  /** Further buttons of a row (edit, delete); `busy` while a verdict on it is being sent. */
  moreActions?: (item: T, busy: boolean) => ReactNode;
  listLabel?: string;
  loading?: boolean;
}

/**
 * One moderation queue for cars, stores and workshops: a row per item with approve and reject,
 * rejection confirmed in a dialog with an optional reason, a toast for the outcome, and on a 409
 * (another admin was first) the reason why. The list itself stays live through its query.
 */
export function ModerationQueue<T extends { id: number }>({
  items,
  nameOf,
  renderItem,
  decide,
  messages,
  rejectTitle,
  rejectQuestion,
  awaitsVerdict = () => true,
  incomplete = () => false,
  moreActions,
  listLabel,
  loading,
}: ModerationQueueProps<T>) {
  const [busy, setBusy] = useState<{ id: number; verdict: Verdict } | null>(null);
  const [toReject, setToReject] = useState<T | null>(null);
  const [reason, setReason] = useState('');

  const judge = async (item: T, verdict: Verdict, anyway = false) => {
    setBusy({ id: item.id, verdict });
    try {
      await decide(item, verdict, verdict === 'reject' ? reason.trim() || undefined : undefined, anyway);
      toast.success(verdict === 'approve' ? messages.approved : messages.rejected);
    } catch (error) {
      toast.error(messages.failed(verdict), {
        description: errorStatus(error) === 409 ? messages.conflict(error) : undefined,
      });
    } finally {
      setBusy(null);
      setToReject(null);
    }
  };

  const askReject = (item: T) => {
    setReason('');
    setToReject(item);
  };

  return (
    <>
      <Card className="overflow-hidden" aria-busy={loading || undefined}>
        <ul className="divide-y divide-slate-100" aria-label={listLabel}>
          {items.map((item) => {
            const name = nameOf(item);
            const verdict = busy?.id === item.id ? busy.verdict : null;
            const lacking = incomplete(item);
            return (
              <li key={item.id} className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
                {renderItem(item)}
                <div className="flex flex-wrap gap-2 sm:flex-col">
                  {awaitsVerdict(item) && (
                    <>
                      {lacking ? (
                        <Button
                          variant="outline"
                          size="sm"
                          className="text-amber-800"
                          loading={verdict === 'approve'}
                          disabled={verdict !== null}
                          onClick={() => judge(item, 'approve', true)}
                          aria-label={`موافقة رغم النقص على ${name}`}
                        >
                          موافقة رغم النقص
                        </Button>
                      ) : (
                        <Button
                          variant="success"
                          size="sm"
                          loading={verdict === 'approve'}
                          disabled={verdict !== null}
                          onClick={() => judge(item, 'approve')}
                          aria-label={`موافقة على ${name}`}
                        >
                          موافقة
                        </Button>
                      )}
                      <Button
                        variant="outline"
                        size="sm"
                        className="text-red-600"
                        disabled={verdict !== null}
                        onClick={() => askReject(item)}
                        aria-label={`رفض ${name}`}
                      >
                        رفض
                      </Button>
                    </>
                  )}
                  {moreActions?.(item, verdict !== null)}
                </div>
              </li>
            );
          })}
        </ul>
      </Card>
      <ConfirmDialog
        open={toReject !== null}
        title={rejectTitle}
        confirmLabel="تأكيد الرفض"
        busy={busy?.verdict === 'reject'}
        onConfirm={() => toReject && judge(toReject, 'reject')}
        onCancel={() => setToReject(null)}
      >
        {toReject && (
          <div className="flex flex-col gap-4">
            <p>{rejectQuestion(toReject)}</p>
            <TextAreaField
              label="سبب الرفض (اختياري)"
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}
