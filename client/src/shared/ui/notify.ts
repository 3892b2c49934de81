import type { ExternalToast } from 'sonner';

type NotifyOptions = Pick<ExternalToast, 'description' | 'action' | 'id' | 'duration'>;

// The toast library is not part of the first paint: it loads with the Toaster (app.tsx:
// right after start, or on a server-rendered page with the first notice or the first move to
// another page) or with the first notice, whichever comes first. A notice raised before the
// Toaster mounts is kept by the library and shown when it does.
/** Whether a notice was raised, and how the waiting Toaster (app/toasts.tsx) hears of the first. */
export const notices = { raised: false, heard: () => undefined as void };

const library = () => import('sonner');
const raise = () => {
  notices.raised = true;
  notices.heard();
  return library();
};

export const notify = {
  success: (message: string, options?: NotifyOptions) => void raise().then(({ toast }) => toast.success(message, options)),
  error: (message: string, options?: NotifyOptions) => void raise().then(({ toast }) => toast.error(message, options)),
  info: (message: string, options?: NotifyOptions) => void raise().then(({ toast }) => toast.info(message, options)),
  /** Takes back a notice raised with this `id` (a failure the next attempt has made moot). */
  dismiss: (id: string) => void library().then(({ toast }) => toast.dismiss(id)),
};
