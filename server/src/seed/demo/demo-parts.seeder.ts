import { Injectable } from '@nestjs/common';
import { ListPart } from '../../parts/commands/list-part/list-part.command';
import { toMinorUnits } from '../../shared/money/money';
import { SeedContext } from '../seed-context';
import { DemoSeeder, Seeder } from '../seeder';
import { DEMO_PASSWORD } from './demo-cars';
import { DEMO_PART_STORES, DEMO_PARTS } from './demo-parts';
import { partPhoto } from './part-photo';

/** The spare parts catalogue: two stores and their parts, each with a drawn product photo. */
@Injectable()
@DemoSeeder()
export class DemoPartsSeeder implements Seeder {
  readonly name = 'demo-parts';
  readonly order = 30;

  async run(ctx: SeedContext): Promise<void> {
    const stores = Object.fromEntries(
      await Promise.all(
        Object.entries(DEMO_PART_STORES).map(
          async ([key, s]) => [key, await ctx.account(s.name, s.email, DEMO_PASSWORD, [...s.roles], s.phone)] as const,
        ),
      ),
    );
    for (const [index, part] of DEMO_PARTS.entries()) {
      const { jpeg, width, height } = await partPhoto(part.category, index);
      const photo = await ctx.photo(jpeg, width, height);
      const details = {
        name: part.name,
        brand: part.brand,
        category: part.category,
        type: part.type,
        makes: part.makes,
        models: part.models,
        compatibility: part.compatibility,
        description: part.description,
        priceMinor: toMinorUnits(part.price)!,
        currency: part.currency ?? 'USD',
        stock: part.stock,
      };
      await ctx.commands.execute(new ListPart(stores[part.seller], details, [photo]));
    }
  }
}
