import { SetMetadata } from '@nestjs/common';
import { SeedContext } from './seed-context';

export const DEMO_SEEDER = Symbol('DEMO_SEEDER');

/**
 * A piece of demo data. Seeders go through the same commands as users do, so everything they
 * create is in the event log. Each runs once per database, in `order`.
 */
export interface Seeder {
  readonly name: string;
  readonly order: number;
  run(context: SeedContext): Promise<void>;
}

/** Marks a provider as a seeder so the harness finds it. */
export const DemoSeeder = (): ClassDecorator => SetMetadata(DEMO_SEEDER, true);
