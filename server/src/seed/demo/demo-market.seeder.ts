import { Injectable } from '@nestjs/common';
import { Actor } from '../../shared/auth/roles';
import { SeedContext } from '../seed-context';
import { DemoSeeder, Seeder } from '../seeder';
import { DEMO_CARS, DEMO_PASSWORD, DEMO_SELLERS } from './demo-cars';
import { listDemoCar } from './list-demo-car';

/** The first demo listings: sellers, cars with photos and offers, moderated by the admin. */
@Injectable()
@DemoSeeder()
export class DemoMarketSeeder implements Seeder {
  readonly name = 'demo-market';
  readonly order = 10;

  async run(ctx: SeedContext): Promise<void> {
    const admin = await ctx.adminActor();
    const sellers: Record<string, Actor> = {};
    for (const [key, s] of Object.entries(DEMO_SELLERS)) {
      sellers[key] = await ctx.account(s.name, s.email, DEMO_PASSWORD, [...s.roles], s.phone);
    }
    for (const [index, car] of DEMO_CARS.entries()) {
      await listDemoCar(ctx, car, sellers[car.seller], admin, [index % 3, (index + 1) % 3]);
    }
  }
}
