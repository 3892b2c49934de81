import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from './event.types';
import { streamKey } from './batch/row-batch';
import { applyPlanned, applyPlans, PROJECTION, Projection, RunPlan } from './projection';

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
   * `only` these when given (a rebuild of some). Runs of a projection's `bulk` events are applied
   * together; `oneByOne` applies every event on its own instead (what the replay did before
   * projections took runs, kept to measure against).
   *
   * Each projection writes only its own tables, so one projection's steps need not wait for
   * another's: the first run of every projection is planned up front and the rows all of them
   * need are loaded in one round trip (a live append: one run each, so one load for the whole
   * append, none when every run starts its stream) and written in one when they can (applyPlans),
   * then each projection applies its other steps in order.
   */
  async apply(
    manager: EntityManager,
    events: readonly RecordedEvent[],
    only?: ReadonlySet<Projection>,
    { oneByOne = false } = {},
  ): Promise<void> {
    const steps = new Map<Projection, Step[]>();
    for (const event of events) {
      for (const projection of this.byEventType.get(event.type) ?? []) {
        if (only && !only.has(projection)) continue;
        const own = steps.get(projection) ?? [];
        steps.set(projection, own);
        const last = own.at(-1);
        if (oneByOne || !inRuns(projection, event.type)) own.push({ event });
        else if (last && 'run' in last) last.run.push(event);
        else own.push({ run: [event] });
      }
    }
    // Streams that begin here have no rows before their first event: a projection's first run loads none of theirs.
    const begun = new Set(events.filter((e) => e.streamVersion === 1).map(streamKey));
    const planned = new Map<Projection, RunPlan>();
    for (const [projection, [first]] of steps) {
      if ('run' in first && projection.planRun) planned.set(projection, projection.planRun(first.run, begun));
    }
    await applyPlans(manager, [...planned.values()]);
    for (const [projection, own] of steps) {
      for (const step of planned.has(projection) ? own.slice(1) : own) {
        // A run is made of a projection's bulk events only when it plans runs (inRuns).
        if ('run' in step) await applyPlanned(manager, projection.planRun!(step.run));
        else await projection.apply(manager, step.event);
      }
    }
  }
}

/** One projection's share of the events: a run of its bulk events, or one event on its own. */
type Step = { run: RecordedEvent[] } | { event: RecordedEvent };

const inRuns = (projection: Projection, type: string): boolean => Boolean(projection.planRun && projection.bulk?.includes(type));
