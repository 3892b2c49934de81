import type { ExternalToast } from 'sonner';

type NotifyOptions = Pick<ExternalToast, 'description' | 'action' | 'id' | 'duration'>;

// The toast library is not part of the first paint: it loads right after start with
// the Toaster (app.tsx) or with the first notice, whichever comes first. A notice
// raised before the Toaster mounts is kept by the library and shown when it does.
const library = () => import('sonner');

export const notify = {
  success: (message: string, options?: NotifyOptions) => void library().then(({ toast }) => toast.success(message, options)),
  error: (message: string, options?: NotifyOptions) => void library().then(({ toast }) => toast.error(message, options)),
  info: (message: string, options?: NotifyOptions) => void library().then(({ toast }) => toast.info(message, options)),
  /** Takes back a notice raised with this `id` (a failure the next attempt has made moot). */
  dismiss: (id: string) => void library().then(({ toast }) => toast.dismiss(id)),
};
