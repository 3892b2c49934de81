import type { ShrunkPhoto } from './shrink-photo';

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (result: ShrunkPhoto | null) => void }>();

function shrinkWorker(): Worker | null {
  if (worker) return worker;
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  worker = new Worker(new URL('./photo-shrink.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<{ id: number; error?: string } & Partial<ShrunkPhoto>>) => {
    const { id, error, blob, width, height } = event.data;
    pending.get(id)?.resolve(error || !blob ? null : { blob, width: width!, height: height! });
    pending.delete(id);
  };
  worker.onerror = () => {
    pending.forEach(({ resolve }) => resolve(null));
    pending.clear();
  };
  return worker;
}

/**
 * The photo to upload: shrunk in the worker, or the chosen file itself where the browser cannot
 * (no OffscreenCanvas) or the photo does not decode — the server checks and limits it either way.
 */
export async function photoToUpload(file: File): Promise<Blob> {
  const target = shrinkWorker();
  if (!target) return file;
  const id = nextId++;
  const shrunk = await new Promise<ShrunkPhoto | null>((resolve) => {
    pending.set(id, { resolve });
    target.postMessage({ id, photo: file });
  });
  return shrunk?.blob ?? file;
}
