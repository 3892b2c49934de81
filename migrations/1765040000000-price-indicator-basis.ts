import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The price indicator adjusts every comparable to the car's year and mileage and widens a thin
 * group (README: The price indicator): each row keeps which group it rests on (`basis`: cars like
 * it within ±2 years, the model at any age, the make), so a change to a make recomputes the cars
 * placed by their make. Rows from before have none: the worker recomputes the market when it
 * starts and finds one (PriceIndicators.recomputeIfIncomplete).
 */
export class PriceIndicatorBasis1765040000000 implements MigrationInterface {
  name = 'PriceIndicatorBasis1765040000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE public.price_indicators ADD COLUMN basis text CHECK (basis IN ('similar', 'model_years', 'make'))`,
    );
    // The make's cars placed by their make, found when another car of that make changes.
    await q.query(`CREATE INDEX price_indicators_make_basis_idx ON public.price_indicators (brand) WHERE basis = 'make'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX public.price_indicators_make_basis_idx`);
    await q.query(`ALTER TABLE public.price_indicators DROP COLUMN basis`);
  }
}
