import { catalogueBodyType } from '../../domain/model-body-types';

/** The «up to» mileages the listings page offers, in km: a listing holds a tag for each it is within. */
export const MILEAGE_STEPS: readonly number[] = [10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 200_000];

/** The columns of `cars` the tags are made of. */
export interface FilterFields {
  year: number | null;
  transmission: string | null;
  condition: string | null;
  category_id: number | null;
  mileage: number | null;
  brand: string;
  model: string | null;
}

/**
 * The listing's `filter_tags`: its values for the filters with few values, in one array under one
 * GIN index (migration ListingFilters1765020000100), so any mix of them is one bitmap read.
 *   y<year>     the model year («y2018»); a year range asks for any of its years
 *   g<gearbox>  automatic (CVT and DCT are automatic to a buyer) or manual
 *   c<new|used> the condition
 *   b<category> the body type (the car form's category: 1 sedan, 2 SUV, 3 hatchback, 4 pick-up,
 *               5 coupé, 6 van): the seller's choice, else its model's by the catalogue
 *   m<km>       every mileage step the car is within («m50000»: at most 50,000 km)
 * Written by the listing projection from its row (it was a generated column, which PostgreSQL
 * computes by rewriting the table); same tags, in the same order, as that column gave.
 */
export function listingFilterTags(f: FilterFields): string[] {
  const tags: Array<string | null> = [
    f.year == null ? null : `y${f.year}`,
    `g${f.transmission === 'manual' ? 'manual' : 'automatic'}`,
    f.condition == null ? null : `c${f.condition}`,
    bodyTag(f.category_id ?? catalogueBodyType(f.brand, f.model)),
    ...MILEAGE_STEPS.map((km) => (f.mileage != null && f.mileage <= km ? `m${km}` : null)),
  ];
  return tags.filter((tag): tag is string => tag !== null);
}

const bodyTag = (category: number | null) => (category == null ? null : `b${category}`);
