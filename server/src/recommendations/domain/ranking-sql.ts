import { Preferences } from './preferences';
import { LUXURY_MAKES, PICKUP, RECENT_YEAR, SMALL, SUV, VAN } from './ranking';

/** Adds a value to a statement's parameters and gives its placeholder. */
export type Param = (value: unknown) => string;

/**
 * scoreCar's points as a SQL expression over the cars for sale (ListingReadPort's `sale`
 * columns), so the database ranks a whole market and hands over the best few; `cheapestThird`
 * is an expression of rankCars' price of that name. Read beside scoreCar and useScore
 * (ranking.ts): the same rules, term for term. A column the listing lacks counts as the
 * ranking's Number(null), 0.
 */
export function scoreSql(prefs: Preferences, cheapestThird: string, param: Param): string {
  const price = 'price_usd_minor';
  const year = 'coalesce(year, 0)';
  const points = (condition: string, score: number, otherwise = 0) =>
    `(CASE WHEN ${condition} THEN ${score} ELSE ${otherwise} END)`;
  const terms = [points(`${price} >= ${param(prefs.budget.minUsd * 100)}`, 1), useScoreSql(prefs, param)];
  if (prefs.fuel) terms.push(points(`fuel_type = ANY(${param(prefs.fuel)}::text[])`, 3));
  if (prefs.transmission) terms.push(points(`transmission = ANY(${param(prefs.transmission)}::text[])`, 2, -1));
  if (prefs.age === 'recent') terms.push(`(CASE WHEN ${year} >= ${RECENT_YEAR} THEN 2 WHEN ${year} < 2014 THEN -1 ELSE 0 END)`);
  else if (prefs.age === 'any') terms.push(points('coalesce(mileage, 0) < 150000', 1));
  else terms.push(points(`${price} <= ${cheapestThird}`, 2));
  return terms.join(' + ');
}

/** useScore's points for the intended use. */
function useScoreSql(prefs: Preferences, param: Param): string {
  const points = (condition: string, score: number) => `(CASE WHEN ${condition} THEN ${score} ELSE 0 END)`;
  const category = (ids: number[]) => `coalesce(category_id, 0) = ANY(${param(ids)}::int[])`;
  const fuel = (fuels: string[]) => `fuel_type = ANY(${param(fuels)}::text[])`;
  const horsepower = 'coalesce(horsepower, 0)';
  switch (prefs.use) {
    case 'city':
      return [points(category(SMALL), 2), points(`${horsepower} <= 150`, 1), points(fuel(['hybrid', 'electric']), 1)].join(' + ');
    case 'family':
      return [points('seats >= 7', 2), points(category([SUV, VAN]), 2), points('seats >= 5', 1)].join(' + ');
    case 'offroad':
      return [points(category([SUV, PICKUP]), 3), points(`${horsepower} >= 180`, 1), points(`fuel_type = 'diesel'`, 1)].join(
        ' + ',
      );
    case 'travel':
      return [
        points(fuel(['diesel', 'hybrid']), 2),
        points('coalesce(mileage, 0) < 100000', 1),
        points('coalesce(year, 0) >= 2016', 1),
      ].join(' + ');
    case 'luxury':
      return [points(`brand = ANY(${param(LUXURY_MAKES)}::text[])`, 3), points(`${horsepower} >= 200`, 1)].join(' + ');
  }
}

/** rankCars' order (byRank): the most points, then the newer car, the lower mileage and price, the lower id. */
export const RANK_ORDER = 'score DESC, coalesce(year, 0) DESC, coalesce(mileage, 0), price_usd_minor, id';
