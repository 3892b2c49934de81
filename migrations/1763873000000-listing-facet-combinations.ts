import { MigrationInterface, QueryRunner } from 'typeorm';

/** The facets of 1763870000000, in the order their combinations' counters name them. */
const FACETS = ['brand', 'city', 'fuel_type', 'offer_type'];

/** Every combination of two or more facets, each in FACETS order. */
const combinations = (): string[][] =>
  Array.from({ length: 1 << FACETS.length }, (_, subset) => FACETS.filter((_, i) => subset & (1 << i))).filter(
    (facets) => facets.length > 1,
  );

/**
 * projections.listing_facets also counts the active listings per combination of make, city, fuel
 * and offer type (facet `brand+city`, value `kia␟حلب`, the values joined by U+001F), so a list
 * filtered by several of them reads its total instead of counting up to the cap. Filled here from
 * the facets projection's own rows, as it would write them.
 */
export class ListingFacetCombinations1763873000000 implements MigrationInterface {
  name = 'ListingFacetCombinations1763873000000';

  async up(q: QueryRunner): Promise<void> {
    for (const facets of combinations()) {
      await q.query(
        `INSERT INTO projections.listing_facets (facet, value, cars)
         SELECT $1, concat_ws(E'\\x1f', ${facets.join(', ')}), count(*)
           FROM projections.listing_facet_cars
          WHERE active AND ${facets.map((facet) => `${facet} <> ''`).join(' AND ')}
          GROUP BY 2`,
        [facets.join('+')],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM projections.listing_facets WHERE facet LIKE '%+%'`);
  }
}
