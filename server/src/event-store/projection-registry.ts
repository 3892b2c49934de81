import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from './event.types';
import { PROJECTION, Projection } from './projection';

/** Finds every @EventProjection() provider and routes events to the ones that handle them. */
@Injectable()
export class ProjectionRegistry implements OnModuleInit {
  private readonly byEventType = new Map<string, Projection[]>();
  private all: Projection[] = [];

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const found = this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.metatype && Reflect.getMetadata(PROJECTION, wrapper.metatype))
      .map((wrapper) => wrapper.instance as Projection)
      .filter(Boolean);
    for (const projection of new Set(found)) this.register(projection);
  }

  register(projection: Projection): void {
    if (this.all.includes(projection)) return;
    this.all.push(projection);
    for (const type of projection.handles) {
      this.byEventType.set(type, [...(this.byEventType.get(type) ?? []), projection]);
    }
  }

  projections(): readonly Projection[] {
    return this.all;
  }

  /**
   * Applies each event to the projections that handle it, in log order for each projection; to
   * `only` these when given (a rebuild of some). Runs of a projection's `bulk` events go to its
   * `applyRun` together; `oneByOne` applies every event on its own instead (what the replay did
   * before projections took runs, kept to measure against).
   */
  async apply(
    manager: EntityManager,
    events: readonly RecordedEvent[],
    only?: ReadonlySet<Projection>,
    { oneByOne = false } = {},
  ): Promise<void> {
    const runs = new Map<Projection, RecordedEvent[]>();
    const flush = async (projection: Projection) => {
      const run = runs.get(projection);
      if (!run) return;
      runs.delete(projection);
      await projection.applyRun!(manager, run);
    };
    for (const event of events) {
      for (const projection of this.byEventType.get(event.type) ?? []) {
        if (only && !only.has(projection)) continue;
        if (!oneByOne && projection.applyRun && projection.bulk?.includes(event.type)) {
          const run = runs.get(projection);
          if (run) run.push(event);
          else runs.set(projection, [event]);
          continue;
        }
        await flush(projection);
        await projection.apply(manager, event);
      }
    }
    for (const projection of [...runs.keys()]) await flush(projection);
  }
}
