import { useState } from 'react';
import { toast } from 'sonner';

/**
 * Deleting after a confirmation: `ask(item)` opens the dialog, `dialog` is what a ConfirmDialog
 * needs (open, busy, confirm, cancel); the outcome is a toast and the dialog closes either way.
 */
export function useConfirmedDelete<T>(
  remove: (item: T) => Promise<unknown>,
  messages: { deleted: string; deleteFailed: string },
  /** A failure's detail under the toast (e.g. why a 409 refused it). */
  describe?: (error: unknown) => string | undefined,
) {
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (toDelete === null) return;
    setBusy(true);
    try {
      await remove(toDelete);
      toast.success(messages.deleted);
    } catch (error) {
      toast.error(messages.deleteFailed, { description: describe?.(error) });
    } finally {
      setBusy(false);
      setToDelete(null);
    }
  };

  return {
    toDelete,
    ask: setToDelete,
    dialog: { open: toDelete !== null, busy, onConfirm: confirm, onCancel: () => setToDelete(null) },
  };
}
