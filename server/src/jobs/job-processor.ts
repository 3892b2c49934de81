import type { Job, RepeatOptions } from 'bullmq';
import type { AppConfig } from '../config/config';
import type { QueueName } from './queues';

export const JOB_PROCESSOR = Symbol('JOB_PROCESSOR');

/** A repeating job: every so many milliseconds, or a time of day in a time zone (a cron pattern). */
export type JobSchedule = (config: AppConfig) => RepeatOptions;

export interface JobProcessorOptions {
  queue: QueueName;
  /** The job's name: one processor per name and queue. */
  job: string;
  /** Only for the maintenance queue: the job repeats on this schedule (see MaintenanceSchedule). */
  schedule?: JobSchedule;
  /** With a schedule: also asked once whenever the schedules are installed (work lost with Redis is found at once). */
  alsoAtInstall?: boolean;
}

/** What the worker runs for a job: the decorated method, bound to its provider. */
export interface DiscoveredJobProcessor extends JobProcessorOptions {
  readonly run: (job: Job) => Promise<unknown>;
}

/**
 * Marks a provider's method as the processor of one job name on one queue, so the worker's
 * runner discovers it (as @Reaction marks reactions). It lives in the context whose work it
 * does; jobs/ keeps only the queues and the runner. The method takes the job (or nothing):
 * a method that wants something else (a date) is refused at compile time.
 */
export function JobProcessor(queue: QueueName, job: string, extra: Omit<JobProcessorOptions, 'queue' | 'job'> = {}) {
  return <M extends (job: Job<never>) => Promise<unknown>>(
    _target: object,
    _key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    Reflect.defineMetadata(JOB_PROCESSOR, { queue, job, ...extra } satisfies JobProcessorOptions, descriptor.value!);
  };
}
