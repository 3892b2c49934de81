import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { ChainSealer } from '../event-store/chain/chain-sealer';
import { EventSubscription } from '../event-store/subscription/event-subscription';
import { SocketPushes } from '../realtime/socket-pushes';
import { WORKER_SUBSCRIPTIONS } from './reaction';
import { ReactionRegistry } from './reaction-registry';

export { WORKER_SUBSCRIPTIONS } from './reaction';

/**
 * Every subscription and the sealer wake on each append. The pushes are what a user waits on
 * (the seller's page, the moderation queue): the others read GATHER_MS later, so the pushes'
 * reads and publishes do not queue behind a score of theirs on the worker and on PostgreSQL at
 * that moment, and their batches take in every append of those milliseconds. Traced in the
 * approve-latency bench, notification → push took about 13 ms with them beside it, 7 without;
 * at 10,000 sockets the approval → push p50 fell from 30–35 to 12 ms, and the approval's own
 * answer from 19–21 to 10 ms (its view is read at that moment too).
 */
const GATHER_MS = 25;

/**
 * The worker's checkpointed subscriptions: one drives jobs, one drives pushes, one keeps the price
 * indicators, each with its own checkpoint so a slow or failing one (Redis down) does not hold
 * the others back; beside them the chain's sealer. Each only routes its events to the reactions registered for it (@Reaction),
 * which live in the contexts they belong to.
 */
@Injectable()
export class SubscriptionsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscriptions: EventSubscription[] = [];
  private sealer: ChainSealer | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly registry: ReactionRegistry,
    private readonly pushes: SocketPushes,
  ) {}

  onApplicationBootstrap(): void {
    this.pushes.start();
    for (const reaction of this.registry.reactions()) reaction.onWorkerStart?.();
    this.subscriptions = Object.values(WORKER_SUBSCRIPTIONS).map(
      (name) =>
        new EventSubscription(this.dataSource, this.config.DATABASE_URL, name, this.registry.handlerFor(name), {
          gatherMs: name === WORKER_SUBSCRIPTIONS.pushes ? 0 : GATHER_MS,
        }),
    );
    for (const subscription of this.subscriptions) subscription.start();
    // Hashes the log after the appends' commits, in read order (event-store/chain/CHAIN.md).
    this.sealer = new ChainSealer(this.dataSource);
    this.sealer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.subscriptions.map((s) => s.stop()), this.sealer?.stop()]);
  }
}
