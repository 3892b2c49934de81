import { Injectable } from '@nestjs/common';
import { Actor } from '../../shared/auth/roles';
import { SeedContext } from '../seed-context';
import { DemoSeeder, Seeder } from '../seeder';
import { DEMO_COMPARABLE_CARS } from './demo-comparables';
import { DEMO_CITY_SELLERS } from './demo-cities';
import { DEMO_PASSWORD } from './demo-cars';
import { listDemoCar } from './list-demo-car';

/** Small photos, one each: these cars are there for the price indicator, and the first start stays quick. */
const PHOTO_SIZE = { width: 1024, height: 640 };

/** Popular models with enough listings for the price indicator (demo-comparables.ts). */
@Injectable()
@DemoSeeder()
export class DemoComparablesSeeder implements Seeder {
  readonly name = 'demo-comparables';
  readonly order = 25;

  async run(ctx: SeedContext): Promise<void> {
    const admin = await ctx.adminActor();
    const sellers = {} as Record<keyof typeof DEMO_CITY_SELLERS, Actor>;
    for (const key of new Set(DEMO_COMPARABLE_CARS.map((car) => car.seller))) {
      const s = DEMO_CITY_SELLERS[key];
      sellers[key] = await ctx.account(s.name, s.email, DEMO_PASSWORD, [...s.roles], s.phone);
    }
    for (const [index, car] of DEMO_COMPARABLE_CARS.entries()) {
      // Several share a name («تويوتا كورولا 2019»): each its own street, as each seller photographs
      // their own car (the same photo under two sellers is what the risk checks flag as stolen).
      await listDemoCar(ctx, car, sellers[car.seller], admin, [index % 3], PHOTO_SIZE, `${car.name} #${index}`);
    }
  }
}
