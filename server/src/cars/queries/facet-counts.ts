import { PreparedStatement, runPrepared } from '../../database/prepared-statement';
import { Queryable } from '../../database/read-replica/read-database';
import { ACTIVE_STORE_OWNERS } from '../../stores/queries/store-owners';
import { Facet, FACETS, SINGLE_FACETS, SingleFacet } from '../projections/listing-facets/listing-facets.projection';

/** One value of a facet and how many active listings have it. */
export interface FacetCount {
  value: string;
  count: number;
}

/**
 * GET /api/cars/facets: active listings in all and per make, city, fuel, offer type, gearbox,
 * condition, body type and seller type (private or store), most first.
 */
export type CarFacets = { total: number } & Record<Facet | SingleFacet | 'seller_type', FacetCount[]>;

/**
 * The single facets only (the combinations' counters serve the list's totals), and the store
 * owners' active cars, in one round trip. Prepared: every visit to the listings page asks for it,
 * and planning the union cost longer than running it (0.35 ms). Its kept plan follows a replay's
 * swap of `projections.stores` (replay-projection.int-spec).
 */
const FACET_COUNTS = new PreparedStatement(
  `SELECT facet, value, cars FROM listing_facets WHERE facet = ANY($1::text[])
   UNION ALL
   SELECT 'store', '', count(*)::int FROM cars c WHERE c.status = 'active' AND c.user_id IN (${ACTIVE_STORE_OWNERS})
   ORDER BY 1, 3 DESC, 2`,
);

/**
 * The facet counters (ListingFacetsProjection): a few dozen rows, never a count over the listings;
 * the seller type, which follows the stores (another context's table), counts the store owners'
 * active cars by the owner index, the rest being private sellers'.
 */
export async function facetCounts(db: Queryable): Promise<CarFacets> {
  const rows = await runPrepared<Array<{ facet: Facet | SingleFacet | 'all' | 'store'; value: string; cars: number }>>(
    db,
    FACET_COUNTS,
    [['all', ...FACETS, ...SINGLE_FACETS]],
  );
  const facets: CarFacets = {
    total: 0,
    brand: [],
    city: [],
    fuel_type: [],
    offer_type: [],
    transmission: [],
    condition: [],
    body_type: [],
    seller_type: [],
  };
  let store = 0;
  for (const { facet, value, cars } of rows) {
    if (facet === 'all') facets.total = cars;
    else if (facet === 'store') store = cars;
    else facets[facet].push({ value, count: cars });
  }
  facets.seller_type = [
    { value: 'private', count: facets.total - store },
    { value: 'store', count: store },
  ]
    .filter((seller) => seller.count > 0)
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return facets;
}
