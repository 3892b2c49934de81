import { Injectable, Logger } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { SeedContext } from './seed-context';
import { DEMO_SEEDER, Seeder } from './seeder';

/**
 * Runs every @DemoSeeder() not yet run on this database, in order, under an advisory lock so
 * two servers starting together seed once. Later features add seeders; existing databases get
 * just the new ones.
 */
@Injectable()
export class SeedHarness {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly dataSource: DataSource,
    private readonly context: SeedContext,
  ) {}

  seeders(): Seeder[] {
    return this.discovery
      .getProviders()
      .filter((w) => w.metatype && Reflect.getMetadata(DEMO_SEEDER, w.metatype) && w.instance)
      .map((w) => w.instance as Seeder)
      .sort((a, b) => a.order - b.order);
  }

  /** Runs the seeders not yet run here; `only` narrows them to those names (the seed CLI). */
  async runPending(only?: string[]): Promise<string[]> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const ran: string[] = [];
    try {
      // A query runner's rows are untyped: they are these.
      const [{ locked }] = (await runner.query(`SELECT pg_try_advisory_lock(hashtext('sayyara:seed')) AS locked`)) as Array<{
        locked: boolean;
      }>;
      if (!locked) return ran;
      const seeded = (await runner.query(`SELECT name FROM public.seed_runs`)) as Array<{ name: string }>;
      const done = new Set(seeded.map((r) => r.name));
      for (const seeder of this.seeders()) {
        if (done.has(seeder.name) || (only && !only.includes(seeder.name))) continue;
        const started = Date.now();
        await seeder.run(this.context);
        await runner.query(`INSERT INTO public.seed_runs (name) VALUES ($1) ON CONFLICT DO NOTHING`, [seeder.name]);
        this.logger.log(`demo data "${seeder.name}" ready in ${Date.now() - started} ms`);
        ran.push(seeder.name);
      }
      return ran;
    } catch (error) {
      this.logger.error(`demo data failed: ${(error as Error).message}`);
      throw error;
    } finally {
      await runner.query(`SELECT pg_advisory_unlock(hashtext('sayyara:seed'))`).catch(() => undefined);
      await runner.release();
    }
  }
}
