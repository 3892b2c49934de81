import { Queue, QueueEvents, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { within } from '../shared/within';

export interface CloseGrace {
  /** How long to wait for connections that are between reconnection attempts to come back. */
  reconnectMs: number;
  /** How long a graceful close may take once connected (running jobs finish meanwhile). */
  closeMs: number;
}

export const DEFAULT_CLOSE_GRACE: CloseGrace = { reconnectMs: 6_000, closeMs: 30_000 };

type BullmqClient = Worker | QueueEvents | Queue;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** The ioredis clients behind a worker, queue or events reader (the blocking one included). */
async function rawClients(target: BullmqClient): Promise<Redis[]> {
  const backend = target.backend as unknown as { client: Promise<Redis>; blockingClient?: Promise<Redis> };
  const clients = await Promise.all([backend.client, backend.blockingClient]);
  return clients.filter((client): client is Redis => client !== undefined);
}

/**
 * Closes a BullMQ worker, queue or events reader within a bounded time, also during a Redis
 * outage. BullMQ's close waits for its blocking connection to emit 'end', which an ioredis client
 * that is between reconnection attempts never does (taskforcesh/bullmq#4656): closed then, it
 * would hold shutdown forever. So connections get a grace to come back and the close is graceful
 * (running jobs finish); when Redis stays away, or the close still hangs, the connections are
 * dropped outright. A job cut short is found stalled and runs again (job ids derive from events,
 * so its effect happens once).
 */
export async function closeBullmq(target: BullmqClient, grace: CloseGrace = DEFAULT_CLOSE_GRACE): Promise<void> {
  // Empty when the first connection was never made (BullMQ then closes without waiting on it).
  const clients = await within(grace.reconnectMs, rawClients(target)).catch((): Redis[] => []);
  const ready = () => clients.length > 0 && clients.every((c) => c.status === 'ready');
  const deadline = Date.now() + grace.reconnectMs;
  while (clients.length > 0 && !ready() && Date.now() < deadline) await pause(50);
  if (ready()) {
    const closed = await within(grace.closeMs, target.close()).then(
      () => true,
      () => false,
    );
    if (closed) return;
  } else if (target instanceof Worker) {
    // Forced: stops its lock and stalled-job timers and drops its connections without waiting.
    await within(grace.closeMs, target.close(true)).catch(() => undefined);
  } else {
    // Its wait for the blocking connection's 'end' may never settle; nothing is left running.
    void target.close().catch(() => undefined);
  }
  for (const client of clients) client.disconnect();
}
