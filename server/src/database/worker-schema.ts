import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { migrate } from './migrate';

/**
 * The worker's subscriptions, reactions and start-up passes read the schema: on a fresh database
 * the worker must not start them before it exists. It brings the schema up to date itself under
 * the server's migration lock, so whichever process starts first migrates and the other waits
 * for it (a worker started alone, as `docker compose` may, needs no server). Nest finishes every
 * module's init before any `onApplicationBootstrap`, where the subscriptions start.
 */
@Injectable()
export class WorkerSchema implements OnModuleInit {
  private readonly logger = new Logger(WorkerSchema.name);

  constructor(private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    const applied = await migrate(this.dataSource);
    if (applied.length) this.logger.log(`applied migrations: ${applied.join(', ')}`);
  }
}
