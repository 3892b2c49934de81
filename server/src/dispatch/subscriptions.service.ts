import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { EventSubscription } from '../event-store/subscription/event-subscription';
import { JobsDispatcher } from './jobs.dispatcher';
import { PriceIndicatorDispatcher } from './price-indicator.dispatcher';
import { PushDispatcher } from './push.dispatcher';

/** The worker's subscriptions by name (their checkpoints' rows, their lock sessions' names). */
export const WORKER_SUBSCRIPTIONS = { jobs: 'jobs', pushes: 'pushes', prices: 'price-indicators' } as const;

/**
 * The worker's checkpointed subscriptions: one drives jobs, one drives pushes, one keeps the price
 * indicators, each with its own checkpoint so a slow or failing one (Redis down) does not hold
 * the others back.
 */
@Injectable()
export class SubscriptionsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly subscriptions: EventSubscription[];

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    dataSource: DataSource,
    jobs: JobsDispatcher,
    pushes: PushDispatcher,
    prices: PriceIndicatorDispatcher,
  ) {
    this.subscriptions = [
      new EventSubscription(dataSource, config.DATABASE_URL, WORKER_SUBSCRIPTIONS.jobs, jobs),
      new EventSubscription(dataSource, config.DATABASE_URL, WORKER_SUBSCRIPTIONS.pushes, pushes),
      new EventSubscription(dataSource, config.DATABASE_URL, WORKER_SUBSCRIPTIONS.prices, prices),
    ];
  }

  onApplicationBootstrap(): void {
    for (const subscription of this.subscriptions) subscription.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.subscriptions.map((s) => s.stop()));
  }
}
