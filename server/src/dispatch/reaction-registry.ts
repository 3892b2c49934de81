import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../event-store/event.types';
import { SubscriptionHandler } from '../event-store/subscription/event-subscription';
import { REACTION, Reaction, ReactionOptions, WorkerSubscription } from './reaction';

/** Finds every @Reaction() provider and routes each subscription's events to the reactions registered for it. */
@Injectable()
export class ReactionRegistry implements OnModuleInit {
  private readonly found: Array<{ reaction: Reaction; options: ReactionOptions }> = [];

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const seen = new Set<Reaction>();
    for (const wrapper of this.discovery.getProviders()) {
      const options = wrapper.metatype
        ? (Reflect.getMetadata(REACTION, wrapper.metatype) as ReactionOptions | undefined)
        : undefined;
      const reaction = wrapper.instance as Reaction | undefined;
      if (!options || !reaction || seen.has(reaction)) continue;
      seen.add(reaction);
      this.found.push({ reaction, options });
    }
  }

  reactions(): readonly Reaction[] {
    return this.found.map((f) => f.reaction);
  }

  /** The handler of one subscription: every event goes to the reactions that handle it, in log order. */
  handlerFor(subscription: WorkerSubscription): SubscriptionHandler {
    const mine = this.found.filter((f) => f.options.subscription === subscription);
    const toEvery = mine.filter((f) => f.options.handles === 'all').map((f) => f.reaction);
    const byType = new Map<string, Reaction[]>();
    for (const { reaction, options } of mine) {
      if (options.handles === 'all') continue;
      for (const type of options.handles) byType.set(type, [...(byType.get(type) ?? []), reaction]);
    }
    const batchWise = mine.map((f) => f.reaction).filter((r) => r.afterBatch !== undefined);
    const handler: SubscriptionHandler = {
      async handle(event: RecordedEvent, manager: EntityManager): Promise<void> {
        for (const reaction of toEvery) await reaction.handle(event, manager);
        for (const reaction of byType.get(event.type) ?? []) await reaction.handle(event, manager);
      },
    };
    // Only a subscription with once-per-batch work gets the hook (it runs inside the checkpoint's transaction).
    if (batchWise.length) {
      handler.afterBatch = async (batch) => {
        for (const reaction of batchWise) await reaction.afterBatch!(batch);
      };
    }
    return handler;
  }
}
