import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { Job } from 'bullmq';
import { DiscoveredJobProcessor, JOB_PROCESSOR, JobProcessorOptions } from './job-processor';

/** Finds every @JobProcessor() method of the application's providers (the worker runs them). */
@Injectable()
export class JobProcessors implements OnModuleInit {
  private readonly found: DiscoveredJobProcessor[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  onModuleInit(): void {
    const seen = new Set<object>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object' || seen.has(instance)) continue;
      seen.add(instance);
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const options = Reflect.getMetadata(JOB_PROCESSOR, prototype[method] as object) as JobProcessorOptions | undefined;
        if (!options) continue;
        const taken = this.found.find((p) => p.queue === options.queue && p.job === options.job);
        // Two processors for one name: BullMQ would run only one of them, so boot fails instead.
        if (taken) throw new Error(`Two processors for ${options.queue}/${options.job}`);
        const run = (prototype[method] as (job: Job) => Promise<unknown>).bind(instance);
        this.found.push({ ...options, run });
      }
    }
  }

  all(): readonly DiscoveredJobProcessor[] {
    return this.found;
  }
}
