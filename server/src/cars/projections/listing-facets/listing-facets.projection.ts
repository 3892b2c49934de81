import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { EventProjection, Projection } from '../../../event-store/projection';
import { CarEvent } from '../../domain/car.events';
import { cityOf } from '../../domain/listing-city';

/** What a listing counts under: one value per facet, counted while the listing is active. */
interface FacetCar {
  active: boolean;
  brand: string;
  city: string | null;
  fuel_type: string;
  offer_type: string | null;
}

/** The facets a listing is counted under ('all' counts every active listing). */
export const FACETS = ['brand', 'city', 'fuel_type', 'offer_type'] as const;
export type Facet = (typeof FACETS)[number];

const contributions = (car: FacetCar | null): Map<string, [string, string]> => {
  const counted = new Map<string, [string, string]>();
  if (!car?.active) return counted;
  counted.set('all\u0000', ['all', '']);
  for (const facet of FACETS) {
    const value = car[facet];
    if (value !== null && value !== '') counted.set(`${facet}\u0000${value}`, [facet, value]);
  }
  return counted;
};

/**
 * projections.listing_facets: how many active listings there are in all, per make, city, fuel and
 * offer type — the listings page's facet counts and the list's total when the filter is one of
 * them, read as one row instead of counted. projections.listing_facet_cars is this projection's
 * own copy of what each car counts under; every event moves the counters by exactly the change of
 * that car's row, so the counters always equal a GROUP BY of those rows, and applying an event
 * again (all of them set values, none adds) changes nothing.
 */
@Injectable()
@EventProjection()
export class ListingFacetsProjection implements Projection {
  readonly tables = ['listing_facet_cars', 'listing_facets'];
  readonly handles = [
    'CarListed',
    'CarRevised',
    'CarResubmitted',
    'CarApproved',
    'CarRejected',
    'CarExpired',
    'CarRenewed',
    'CarRemoved',
    'CarOfferMade',
    'CarOfferRevised',
  ] as const;

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as CarEvent;
    const id = Number(recorded.streamId);
    if (event.type === 'CarListed') {
      const d = event.data.details;
      await m.query(
        `INSERT INTO listing_facet_cars (car_id, active, brand, city, fuel_type, offer_type)
         VALUES ($1, false, $2, NULL, $3, NULL) ON CONFLICT (car_id) DO NOTHING`,
        [id, d.brand, d.fuelType],
      );
      return; // listed cars are pending: they count once approved
    }
    const [before]: Array<FacetCar | undefined> = await m.query(
      `SELECT active, brand, city, fuel_type, offer_type FROM listing_facet_cars WHERE car_id = $1 FOR UPDATE`,
      [id],
    );
    if (!before) return;
    const after = next(before, event);
    if (after === undefined) return;
    if (after === null) await m.query(`DELETE FROM listing_facet_cars WHERE car_id = $1`, [id]);
    else
      await m.query(
        `UPDATE listing_facet_cars SET active = $2, brand = $3, city = $4, fuel_type = $5, offer_type = $6 WHERE car_id = $1`,
        [id, after.active, after.brand, after.city, after.fuel_type, after.offer_type],
      );
    await moveCounters(m, before, after);
  }
}

/** The car's row after the event: null when the car is gone, undefined when nothing it counts under changed. */
function next(car: FacetCar, event: CarEvent): FacetCar | null | undefined {
  switch (event.type) {
    case 'CarRevised': {
      const { brand, fuelType } = event.data.changes;
      if (brand === undefined && fuelType === undefined) return undefined;
      return { ...car, brand: brand ?? car.brand, fuel_type: fuelType ?? car.fuel_type };
    }
    case 'CarApproved':
    case 'CarRenewed':
      return { ...car, active: true };
    case 'CarResubmitted':
    case 'CarRejected':
    case 'CarExpired':
      return { ...car, active: false };
    case 'CarRemoved':
      return null;
    case 'CarOfferMade':
      return { ...car, city: cityOf(event.data.location), offer_type: event.data.offerType };
    case 'CarOfferRevised': {
      const { location, offerType } = event.data.changes;
      if (location === undefined && offerType === undefined) return undefined;
      return {
        ...car,
        city: location === undefined ? car.city : cityOf(location),
        offer_type: offerType ?? car.offer_type,
      };
    }
    default:
      return undefined; // not a change of what the car counts under
  }
}

/** -1 where the car counted before and not now, +1 the other way; counters at zero are dropped. */
async function moveCounters(m: EntityManager, before: FacetCar, after: FacetCar | null): Promise<void> {
  const [was, is] = [contributions(before), contributions(after)];
  const moves: Array<[string, string, number]> = [];
  for (const [key, [facet, value]] of was) if (!is.has(key)) moves.push([facet, value, -1]);
  for (const [key, [facet, value]] of is) if (!was.has(key)) moves.push([facet, value, 1]);
  if (!moves.length) return;
  await m.query(
    `INSERT INTO listing_facets AS f (facet, value, cars)
     SELECT * FROM unnest($1::text[], $2::text[], $3::int[])
     ON CONFLICT (facet, value) DO UPDATE SET cars = f.cars + EXCLUDED.cars`,
    [moves.map((move) => move[0]), moves.map((move) => move[1]), moves.map((move) => move[2])],
  );
  // A handful of rows (a few per facet): dropping the empty ones is cheaper than naming them.
  if (moves.some(([, , by]) => by < 0)) await m.query(`DELETE FROM listing_facets WHERE cars = 0`);
}
