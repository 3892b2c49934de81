import { Injectable } from '@nestjs/common';
import { Actor } from '../../shared/auth/roles';
import { SeedContext } from '../seed-context';
import { DemoSeeder, Seeder } from '../seeder';
import { DEMO_CITY_CARS, DEMO_CITY_SELLERS } from './demo-cities';
import { DEMO_PASSWORD } from './demo-cars';
import { listDemoCar } from './list-demo-car';

/** Photos of this size give the 320, 640 and 1024 px variants the pages use. */
const PHOTO_SIZE = { width: 1280, height: 800 };

/** The rest of the demo market: dealers, rental agencies and private sellers in the five cities. */
@Injectable()
@DemoSeeder()
export class DemoCitiesSeeder implements Seeder {
  readonly name = 'demo-cities';
  readonly order = 20;

  async run(ctx: SeedContext): Promise<void> {
    const admin = await ctx.adminActor();
    const sellers = {} as Record<keyof typeof DEMO_CITY_SELLERS, Actor>;
    for (const [key, s] of Object.entries(DEMO_CITY_SELLERS) as Array<
      [keyof typeof DEMO_CITY_SELLERS, (typeof DEMO_CITY_SELLERS)[keyof typeof DEMO_CITY_SELLERS]]
    >) {
      sellers[key] = await ctx.account(s.name, s.email, DEMO_PASSWORD, [...s.roles], s.phone);
    }
    for (const [index, car] of DEMO_CITY_CARS.entries()) {
      // Featured cars fill the gallery's four thumbnails; the others show two photos.
      const scenes = car.featured ? [0, 1, 2, 3] : [index % 3, (index + 1) % 3];
      await listDemoCar(ctx, car, sellers[car.seller], admin, scenes, PHOTO_SIZE);
    }
  }
}
