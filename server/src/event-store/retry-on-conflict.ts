import { StreamVersionConflict } from './errors';

/**
 * Re-runs a load-decide-append cycle when another writer appended to the stream first. Safe
 * because the decision is retaken on the fresh state. After the last attempt the conflict
 * reaches the caller (HTTP 409).
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof StreamVersionConflict) || i >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 5 * i + Math.random() * 20));
    }
  }
}
