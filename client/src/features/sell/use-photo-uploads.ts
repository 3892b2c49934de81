import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectSession } from '../../shared/session/session-slice';
import { startPhotoUpload, type PhotoUploadHandle } from './photo-upload';
import type { PickedImage } from './use-image-picker';

export interface PhotoUploadState {
  status: 'preparing' | 'uploading' | 'waiting' | 'done' | 'failed';
  sent: number;
  /** Bytes to send: the shrunk photo's size once known. */
  total: number | null;
  /** Bytes per second, smoothed; null until measured. */
  speed: number | null;
  error?: unknown;
}

/** By photo key; a photo just chosen has none until its upload starts. */
export type PhotoUploadStates = Partial<Record<string, PhotoUploadState>>;

interface Task {
  handle: PhotoUploadHandle;
  lastAt: number;
  lastSent: number;
}

/**
 * Uploads every chosen photo on its own as soon as it is chosen (shrunk, resumable), with its
 * progress, speed and time left. `whenUploaded` waits for the photos still on their way, so a
 * form can be submitted before the last of them finishes.
 */
export function usePhotoUploads(images: PickedImage[]) {
  const session = useSelector(selectSession);
  const [states, setStates] = useState<PhotoUploadStates>({});
  const tasks = useRef(new Map<string, Task>());

  const update = useCallback((key: string, change: Partial<PhotoUploadState>) => {
    setStates((current) => (current[key] ? { ...current, [key]: { ...current[key], ...change } } : current));
  }, []);

  useEffect(() => {
    const keys = new Set(images.map((image) => image.key));
    for (const [key, task] of tasks.current) {
      if (!keys.has(key)) {
        task.handle.abort(true);
        tasks.current.delete(key);
        setStates(({ [key]: _gone, ...rest }) => rest);
      }
    }
    for (const image of images) {
      if (tasks.current.has(image.key)) continue;
      const key = image.key;
      setStates((current) => ({ ...current, [key]: { status: 'preparing', sent: 0, total: null, speed: null } }));
      const task: Task = { lastAt: 0, lastSent: 0, handle: null as unknown as PhotoUploadHandle };
      task.handle = startPhotoUpload(image.file, {
        token: session.token,
        account: session.user?.id ?? 'anonymous',
        onShrunk: (size) => update(key, { status: 'uploading', total: size }),
        onStalled: () => {
          task.lastAt = 0;
          update(key, { status: 'waiting', speed: null });
        },
        onProgress: ({ sent, total }) => {
          const now = performance.now();
          const elapsed = (now - task.lastAt) / 1000;
          // A resumed upload jumps to the server's offset: that is not speed.
          if (task.lastAt && elapsed > 0.2 && sent >= task.lastSent) {
            const instant = (sent - task.lastSent) / elapsed;
            setStates((current) => {
              const state = current[key];
              if (!state) return current;
              const speed = state.speed === null ? instant : 0.7 * state.speed + 0.3 * instant;
              return { ...current, [key]: { ...state, status: 'uploading', sent, total, speed } };
            });
            task.lastAt = now;
            task.lastSent = sent;
          } else {
            if (!task.lastAt || sent < task.lastSent) Object.assign(task, { lastAt: now, lastSent: sent });
            update(key, { status: 'uploading', sent, total });
          }
        },
      });
      task.handle.done.then(
        () => update(key, { status: 'done', speed: null }),
        (error: unknown) => update(key, { status: 'failed', error, speed: null }),
      );
      tasks.current.set(key, task);
    }
  }, [images, session.token, session.user?.id, update]);

  // Leaving the page stops the uploads; what arrived stays resumable (and is cleaned up if abandoned).
  useEffect(() => {
    const owned = tasks.current;
    return () => {
      owned.forEach((task) => task.handle.abort(false));
      owned.clear();
    };
  }, []);

  /** The draft photo ids of `images`, in order, once all are uploaded; rejects if one was refused. */
  const whenUploaded = useCallback(
    (chosen: PickedImage[]): Promise<string[]> =>
      Promise.all(chosen.map((image) => tasks.current.get(image.key)?.handle.done ?? Promise.reject(new Error('not started')))),
    [],
  );

  return { states, whenUploaded };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;

/** Sent and total bytes over all photos (totals known so far), for one overall bar. */
export function overallProgress(states: PhotoUploadStates): { sent: number; total: number; speed: number } {
  return Object.values(states)
    .filter((s) => s !== undefined)
    .reduce((sum, s) => ({ sent: sum.sent + s.sent, total: sum.total + (s.total ?? 0), speed: sum.speed + (s.speed ?? 0) }), {
      sent: 0,
      total: 0,
      speed: 0,
    });
}
