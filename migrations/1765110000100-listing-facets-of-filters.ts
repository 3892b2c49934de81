import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Facet counts for the filters with few values: the gearbox (automatic or manual) and the
 * condition each car of `listing_facet_cars` counts under, and its category and model, which give
 * its body type (the seller's choice, else the model's). Nullable columns without a
 * default: added without rewriting the table. The facets projection (version 2) fills them and
 * their counters when `npm run replay` rebuilds it.
 */
export class ListingFacetsOfFilters1765110000100 implements MigrationInterface {
  name = 'ListingFacetsOfFilters1765110000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE projections.listing_facet_cars ADD COLUMN transmission text, ADD COLUMN condition text, ADD COLUMN category_id integer, ADD COLUMN model text`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM projections.listing_facets WHERE facet IN ('transmission', 'condition', 'body_type')`);
    await q.query(
      `ALTER TABLE projections.listing_facet_cars DROP COLUMN transmission, DROP COLUMN condition, DROP COLUMN category_id, DROP COLUMN model`,
    );
  }
}
