import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { CounterMoves } from '../../../event-store/batch/counter-moves';
import { RowBatch, streamsWithRows } from '../../../event-store/batch/row-batch';
import { applyPlanned, EventProjection, Projection, projectionName, RunPlan } from '../../../event-store/projection';
import { CarStatus } from '../../domain/car.constants';
import { CarDetails, CarEvent, CarEventType } from '../../domain/car.events';
import { cityOf } from '../../domain/listing-city';
import { catalogueBodyType } from '../../domain/model-body-types';
import { BODY_TYPES } from '../../dto/car-list-query.dto';

/** What a listing counts under: one value per facet, counted while the listing is active. */
interface FacetCar {
  active: boolean;
  /** The listing's status, as projections.cars has it: the rejected and expired ones are counted (STATUS_COUNTERS). */
  status: CarStatus;
  brand: string;
  city: string | null;
  fuel_type: string;
  offer_type: string | null;
  /** The buyer's gearbox (automatic or manual) and condition: counted alone, as is the body type. */
  transmission: string | null;
  condition: string | null;
  /** The seller's body type (category) and the model, which gives one when the seller did not. */
  category_id: number | null;
  model: string | null;
}

/** The facets a listing is counted under, alone and in every combination ('all': every active listing). */
export const FACETS = ['brand', 'city', 'fuel_type', 'offer_type'] as const;
export type Facet = (typeof FACETS)[number];

/**
 * Facets of the filters with few values (gearbox, condition, body type), counted alone for the
 * filter panel's counts: not in combinations, which would multiply each car's counters by eight.
 */
export const SINGLE_FACETS = ['transmission', 'condition', 'body_type'] as const;
export type SingleFacet = (typeof SINGLE_FACETS)[number];

/** A body type's name (the list's `body_type`) by the car form's category id. */
const BODY_TYPE_OF = new Map<number, string>(Object.entries(BODY_TYPES).map(([name, id]) => [id, name]));

/** The gearbox a buyer sees: CVT and DCT are automatic. */
const gearboxOf = (transmission: string | null | undefined) =>
  transmission == null ? null : transmission === 'manual' ? 'manual' : 'automatic';

/** The body type's name: the seller's category, else the model's by the catalogue. */
const bodyTypeOf = (car: { category_id: number | null; brand: string; model: string | null }) =>
  BODY_TYPE_OF.get(car.category_id ?? catalogueBodyType(car.brand, car.model) ?? 0) ?? null;

/** One facet's value: a filter of the list, or what a listing counts under. */
export interface FacetValue {
  facet: Facet;
  value: string;
}

/** Between the values of a combination's counter: a control character no value of a facet holds. */
const VALUE_SEPARATOR = '\u001f';
/** VALUE_SEPARATOR as SQL. */
const SEPARATOR_SQL = `chr(${VALUE_SEPARATOR.charCodeAt(0)})`;

/**
 * The counter of the active listings having every one of these values: 'all' for none, the
 * facet's name for one (`brand` / `kia`), the names joined by '+' in FACETS order for several
 * (`brand+city` / `kia␟حلب`). The list's filters and this projection name counters here alone.
 */
export function counterOf(values: readonly FacetValue[]): { facet: string; value: string } {
  if (!values.length) return { facet: 'all', value: '' };
  const ordered = [...values].sort((a, b) => FACETS.indexOf(a.facet) - FACETS.indexOf(b.facet));
  return { facet: ordered.map((v) => v.facet).join('+'), value: ordered.map((v) => v.value).join(VALUE_SEPARATOR) };
}

/**
 * The statuses counted beside the active listings, for the admins' counters (CarQueries.counts):
 * `('status', 'rejected')` and `('status', 'expired')`. Pending listings are counted apart, in
 * COUNTER_SHARDS rows (pendingCounter): every new listing moves their count.
 */
export const STATUS_COUNTERS: readonly CarStatus[] = ['rejected', 'expired'];

/** The counter of the listings of a status of STATUS_COUNTERS. */
export const statusCounter = (status: CarStatus): { facet: string; value: string } => ({ facet: 'status', value: status });

/**
 * The rows a count every new listing moves is kept in, picked by the car's id: the listings of
 * every status per category (the categories' `cars_count`, and whether one is in use), and the
 * pending listings (the moderation queue). With one row per count each append would wait for
 * the one before it to commit; the readers sum the rows (CATEGORY_COUNTS, PENDING_COUNT).
 */
export const COUNTER_SHARDS = 8;

/** The counter of listings of this category, in the car's row of it. */
export const categoryCounter = (categoryId: number, carId: number): { facet: string; value: string } => ({
  facet: 'category',
  value: `${categoryId}${VALUE_SEPARATOR}${carId % COUNTER_SHARDS}`,
});

/** The counter of pending listings, in the car's row of it. */
export const pendingCounter = (carId: number): { facet: string; value: string } => ({
  facet: 'pending',
  value: String(carId % COUNTER_SHARDS),
});

/** The pending listings (the moderation queue), summed over their rows. */
export const PENDING_COUNT = `SELECT coalesce(sum(cars), 0)::int FROM listing_facets WHERE facet = 'pending'`;

/** Listings per category ($1: the categories' ids), any status, summed over the category's rows. */
export const CATEGORY_COUNTS = `SELECT split_part(value, ${SEPARATOR_SQL}, 1)::int AS key, sum(cars)::int AS n
    FROM listing_facets WHERE facet = 'category' AND split_part(value, ${SEPARATOR_SQL}, 1)::int = ANY($1::int[])
   GROUP BY 1`;

/**
 * Every counter a listing counts under: its category's (any status), its status's (pending,
 * rejected or expired), and, while active, one per combination of its facet values (the empty
 * one is 'all'), sixteen at most, so any mix of make, city, fuel and offer type filters reads its
 * total instead of counting, and the gearbox, condition and body type alone.
 */
const contributions = (car: FacetRow | null): Map<string, [string, string]> => {
  const counted = new Map<string, [string, string]>();
  const count = ({ facet, value }: { facet: string; value: string }) => counted.set(`${facet}\u0000${value}`, [facet, value]);
  if (car?.category_id != null) count(categoryCounter(car.category_id, car.car_id));
  if (car?.status === 'pending') count(pendingCounter(car.car_id));
  if (car && STATUS_COUNTERS.includes(car.status)) count(statusCounter(car.status));
  if (!car?.active) return counted;
  const present: FacetValue[] = FACETS.flatMap((facet) => {
    const value = car[facet];
    return value !== null && value !== '' ? [{ facet, value }] : [];
  });
  for (let subset = 0; subset < 1 << present.length; subset++) count(counterOf(present.filter((_, i) => subset & (1 << i))));
  const singles: Record<SingleFacet, string | null> = {
    transmission: car.transmission,
    condition: car.condition,
    body_type: bodyTypeOf(car),
  };
  for (const facet of SINGLE_FACETS) {
    const value = singles[facet];
    if (value) count({ facet, value });
  }
  return counted;
};

const FACET_EVENTS: readonly CarEventType[] = [
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
];

/**
 * projections.listing_facets: how many active listings there are in all, per make, city, fuel and
 * offer type, and per combination of those (counterOf) — the listings page's facet counts and the
 * list's total when its filters are among them, read as one row instead of counted.
 * It also counts the pending, the rejected and the expired listings, for the admins.
 * projections.listing_facet_cars is this projection's own copy of what each car counts under;
 * every event moves the counters by exactly the change of that car's row, so the counters always equal a GROUP BY of those rows, and applying an event
 * again (all of them set values, none adds) changes nothing. A run of events (one append live, a
 * replay batch) moves each counter once by its net change.
 */
@Injectable()
@EventProjection()
export class ListingFacetsProjection implements Projection {
  readonly tables = ['listing_facet_cars', 'listing_facets'];
  /**
   * 2: counts the gearbox, condition and body type too (SINGLE_FACETS).
   * 3: counts the rejected and expired listings too (STATUS_COUNTERS, STATUS_COUNTERS_SINCE).
   * 4: counts the listings of every status per category (categoryCounter, CATEGORY_COUNTERS_SINCE).
   * 5: counts the pending listings (pendingCounter, PENDING_COUNTERS_SINCE).
   */
  readonly version = 5;
  readonly handles = FACET_EVENTS;
  readonly bulk = FACET_EVENTS;

  apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    return applyPlanned(m, this.planRun([recorded]));
  }

  /** Folds the run into the cars' rows and the counters' net moves, then writes both once. */
  planRun(events: readonly RecordedEvent[], begun?: ReadonlySet<string>): RunPlan {
    const cars = new RowBatch<FacetRow>(FACET_CARS).want(streamsWithRows(events, begun));
    const moves = new CounterMoves(FACET_COUNTERS);
    return {
      rows: [cars],
      fold: () => {
        for (const recorded of events) fold(cars, moves, recorded);
      },
      shared: [moves],
    };
  }
}

/**
 * This projection's name and its first version that keeps STATUS_COUNTERS: a database built by an
 * earlier one has no such counters until `npm run replay` rebuilds it, so a reader checks the
 * live version (liveVersionAtLeast) before trusting them.
 */
export const STATUS_COUNTERS_SINCE = {
  projection: projectionName(ListingFacetsProjection.prototype),
  version: 3,
} as const;

/** This projection's first version that counts the listings per category (categoryCounter). */
export const CATEGORY_COUNTERS_SINCE = {
  projection: projectionName(ListingFacetsProjection.prototype),
  version: 4,
} as const;

type FacetRow = FacetCar & { car_id: number } & Record<string, unknown>;

const FACET_CARS = { table: 'listing_facet_cars', key: 'car_id', keyType: 'integer' };
const FACET_COUNTERS = { table: 'listing_facets', keys: ['facet', 'value'], count: 'cars' };

function fold(cars: RowBatch<FacetRow>, moves: CounterMoves, recorded: RecordedEvent): void {
  const event = recorded as unknown as CarEvent;
  const id = Number(recorded.streamId);
  const before = cars.get(id);
  if (event.type === 'CarListed') {
    // A row already held is kept, as insert keeps it: counted once.
    if (before) return;
    const listed = listedRow(id, event.data.details);
    cars.insert(listed);
    moveCounters(moves, null, listed);
    return;
  }
  if (!before) return;
  const was = { ...before };
  const after = next(was, event);
  if (after === undefined) return;
  if (after === null) cars.delete(id);
  else cars.update(id, { ...after });
  moveCounters(moves, was, after);
}

/** A listed car's row: pending, so counted in its category only until it is approved. */
function listedRow(id: number, d: CarDetails): FacetRow {
  return {
    car_id: id,
    active: false,
    status: 'pending',
    brand: d.brand,
    city: null,
    fuel_type: d.fuelType,
    offer_type: null,
    transmission: gearboxOf(d.transmission),
    condition: d.condition,
    category_id: d.categoryId ?? null,
    model: d.model,
  };
}

/** Moves the counters by the change of the car's row: out of those it left, into those it joined. */
function moveCounters(moves: CounterMoves, was: FacetRow | null, after: FacetRow | null): void {
  const [counted, counts] = [contributions(was), contributions(after)];
  for (const [key, counter] of counted) if (!counts.has(key)) moves.add(counter, -1);
  for (const [key, counter] of counts) if (!counted.has(key)) moves.add(counter, 1);
}

/** The car's row after the event: null when the car is gone, undefined when nothing it counts under changed. */
function next(car: FacetRow, event: CarEvent): FacetRow | null | undefined {
  switch (event.type) {
    case 'CarRevised': {
      const { brand, fuelType, transmission, condition, categoryId, model } = event.data.changes;
      const changed = [brand, fuelType, transmission, condition, categoryId, model].some((value) => value !== undefined);
      if (!changed) return undefined;
      return {
        ...car,
        brand: brand ?? car.brand,
        fuel_type: fuelType ?? car.fuel_type,
        transmission: transmission === undefined ? car.transmission : gearboxOf(transmission),
        condition: condition === undefined ? car.condition : condition,
        category_id: categoryId === undefined ? car.category_id : categoryId,
        model: model === undefined ? car.model : model,
      };
    }
    case 'CarApproved':
    case 'CarRenewed':
      return { ...car, active: true, status: 'active' };
    case 'CarResubmitted':
      return { ...car, active: false, status: 'pending' };
    case 'CarRejected':
      return { ...car, active: false, status: 'rejected' };
    case 'CarExpired':
      return { ...car, active: false, status: 'expired' };
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

/** This projection's first version that counts the pending listings (pendingCounter). */
export const PENDING_COUNTERS_SINCE = {
  projection: projectionName(ListingFacetsProjection.prototype),
  version: 5,
} as const;
