import { Injectable } from '@nestjs/common';
import { QUEUE, Queues } from '../jobs/queues';
import { RedisConnections } from '../redis/redis.module';
import { serviceUnavailable } from '../shared/http/http-errors';
import { within } from '../shared/within';

const PURGE_WAIT_MS = 5_000;

/**
 * The answers the worker computed: BullMQ keeps each finished recommendation job in Redis for a
 * while (five minutes, an hour when it failed) after the request that asked has had its reply.
 */
@Injectable()
export class RecommendationResults {
  constructor(
    private readonly queues: Queues,
    private readonly redis: RedisConnections,
  ) {}

  /** Drops every finished result now; how many there were. 503 when Redis is unreachable. */
  async purge(): Promise<number> {
    if (this.redis.client.status !== 'ready') throw serviceUnavailable();
    const queue = this.queues.get(QUEUE.recommendations);
    try {
      const [completed, failed] = await within(
        PURGE_WAIT_MS,
        Promise.all([queue.clean(0, 0, 'completed'), queue.clean(0, 0, 'failed')]),
      );
      return completed.length + failed.length;
    } catch {
      throw serviceUnavailable();
    }
  }
}
