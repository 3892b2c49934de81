import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { EventSubscription } from '../event-store/subscription/event-subscription';
import { JobsDispatcher } from './jobs.dispatcher';
import { PushDispatcher } from './push.dispatcher';

/**
 * The worker's checkpointed subscriptions: one drives jobs, one drives pushes, each with its own
 * checkpoint so a slow or failing one (Redis down) does not hold the other back.
 */
@Injectable()
export class SubscriptionsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly subscriptions: EventSubscription[];

  constructor(@Inject(APP_CONFIG) config: AppConfig, dataSource: DataSource, jobs: JobsDispatcher, pushes: PushDispatcher) {
    this.subscriptions = [
      new EventSubscription(dataSource, config.DATABASE_URL, 'jobs', jobs),
      new EventSubscription(dataSource, config.DATABASE_URL, 'pushes', pushes),
    ];
  }

  onApplicationBootstrap(): void {
    for (const subscription of this.subscriptions) subscription.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.subscriptions.map((s) => s.stop()));
  }
}
