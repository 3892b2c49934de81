import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RowBatch, streamsWithRows } from '../../../event-store/batch/row-batch';
import { RecordedEvent } from '../../../event-store/event.types';
import { applyPlanned, EventProjection, Projection, RunPlan } from '../../../event-store/projection';
import { ExchangeRatesSet } from '../../../settings/domain/settings.events';
import { CarDetails, CarEvent, CarEventType } from '../../domain/car.events';
import { ListingsRepriced } from '../../domain/listing-prices.events';
import { LISTING_PRICE, LISTING_RATE_VERSION, offerColumns, planRates, planRepriced } from './listing-offer';
import { FilterFields, listingFilterTags } from './listing-filter-tags';
import { listingSearchText, SearchFields } from './listing-search';
import { documentsJoining, InactiveWords, moveWordCounts, searchedWhile, wordMoves } from './listing-words';

/** Column names of the car details, in the read model. */
const COLUMNS: Record<keyof CarDetails, string> = {
  name: 'name',
  brand: 'brand',
  categoryId: 'category_id',
  countryOfManufacture: 'country_of_manufacture',
  model: 'model',
  year: 'year',
  condition: 'condition',
  mileage: 'mileage',
  fuelType: 'fuel_type',
  transmission: 'transmission',
  horsepower: 'horsepower',
  seats: 'seats',
  color: 'color',
  description: 'description',
  otherBenefits: 'other_benefits',
};

/** A row of `cars` as the fold holds it (the columns it reads; it carries the rest as loaded). */
type CarRow = SearchFields &
  FilterFields & { id: number; version: number; published_at: string | null } & Record<string, unknown>;

const CARS = { table: 'cars', key: 'id', keyType: 'integer', computed: [LISTING_PRICE, LISTING_RATE_VERSION] };

/** Every car event: all are folded in runs (a whole replay batch at once); the rates are not. */
const CAR_EVENTS: readonly CarEventType[] = [
  'CarListed',
  'CarRevised',
  'CarResubmitted',
  'CarApproved',
  'CarRejected',
  'CarFeatureSet',
  'CarExpired',
  'CarRenewed',
  'CarRemoved',
  'CarOfferMade',
  'CarOfferRevised',
];

/**
 * projections.cars: one row per live car, its details, status, search column, and what the list
 * filters and sorts on from its offer (price in US cents included, kept current by the rates in
 * projections.listing_rates).
 *
 * Car events are folded into the rows in memory and written once per run (RowBatch): an append's
 * few events live, thousands of cars per statement in a replay. A new rate table is kept at once;
 * the worker then re-prices the cars of a changed currency a batch at a time (ListingsRepriced,
 * each a range of ids in one statement), each car's price stamped with its rate's version.
 */
@Injectable()
@EventProjection()
export class CarListingProjection implements Projection {
  readonly tables = ['cars', 'listing_rates', 'listing_words'];
  /** 2: writes `filter_tags` itself, and indexes words written with the article also without it. */
  readonly version = 2;
  readonly handles: ReadonlyArray<CarEventType | ExchangeRatesSet['type'] | ListingsRepriced['type']> = [
    ...CAR_EVENTS,
    'ExchangeRatesSet',
    'ListingsRepriced',
  ];
  readonly bulk = CAR_EVENTS;

  apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    return applyPlanned(m, this.planRun([recorded]));
  }

  /**
   * A run of car events, or a rate change or a re-pricing batch on its own: those are not `bulk`,
   * so each comes after the car events before it, priced at the rates they were written with.
   */
  planRun(events: readonly RecordedEvent[], begun?: ReadonlySet<string>): RunPlan {
    const [first] = events;
    if (events.length === 1 && first.type === 'ExchangeRatesSet') return planRates(first);
    if (events.length === 1 && first.type === 'ListingsRepriced') return planRepriced(first);
    const cars = new RowBatch<CarRow>(CARS).want(streamsWithRows(events, begun));
    let moves: Array<[string, number]> = [];
    const inactiveWords = new InactiveWords();
    return {
      rows: [cars],
      shared: [inactiveWords],
      fold: () => {
        const [before, inactiveBefore] = [searchedWhile(cars.values(), true), searchedWhile(cars.values(), false)];
        const stale = new Set<number>();
        for (const recorded of events) fold(cars, stale, recorded);
        // The search document and filter tags of the row as the run leaves it: each event that
        // changes a searched or filtered column asks for them, so computing them once at the end
        // gives what each event would have.
        for (const id of stale) {
          const row = cars.get(id);
          if (row) cars.update(id, { search_text: listingSearchText(row), filter_tags: listingFilterTags(row) });
        }
        moves = wordMoves(before, searchedWhile(cars.values(), true));
        inactiveWords.keep(documentsJoining(inactiveBefore, searchedWhile(cars.values(), false)));
      },
      after: (m) => moveWordCounts(m, moves),
    };
  }
}

/** One car event, as the statements it stands for: version-guarded updates, ON CONFLICT inserts. */
function fold(cars: RowBatch<CarRow>, stale: Set<number>, recorded: RecordedEvent): void {
  const event = recorded as unknown as CarEvent;
  const id = Number(recorded.streamId);
  const at = new Date(recorded.recordedAt).toISOString();
  const v = recorded.streamVersion;
  const row = cars.get(id);
  const update = (changes: Record<string, unknown>) => {
    if (row && row.version < v) cars.update(id, { ...changes, updated_at: at, version: v });
  };
  /** The search document and tags follow the details and the place, whatever the version guard decided. */
  const refreshSearchText = () => stale.add(id);
  switch (event.type) {
    case 'CarListed': {
      if (row) return; // ON CONFLICT DO NOTHING
      const d = event.data.details;
      stale.add(id); // its search document and tags (no place until the offer says where)
      cars.insert({
        id,
        user_id: event.data.ownerId,
        status: 'pending',
        name: d.name,
        brand: d.brand,
        category_id: d.categoryId,
        country_of_manufacture: d.countryOfManufacture,
        model: d.model,
        year: d.year,
        condition: d.condition,
        mileage: d.mileage,
        fuel_type: d.fuelType,
        transmission: d.transmission,
        horsepower: d.horsepower,
        seats: d.seats,
        color: d.color,
        description: d.description,
        is_featured: event.data.featured,
        other_benefits: d.otherBenefits,
        created_at: at,
        updated_at: at,
        published_at: null,
        location: null,
        version: v,
      });
      return;
    }
    case 'CarRevised': {
      const entries = Object.entries(event.data.changes) as Array<[keyof CarDetails, unknown]>;
      if (entries.length === 0) return;
      update(Object.fromEntries(entries.map(([key, value]) => [COLUMNS[key], value])));
      refreshSearchText();
      return;
    }
    case 'CarResubmitted':
      update({ status: 'pending', rejection_reason: null });
      return;
    case 'CarApproved':
      update({ status: 'active', published_at: row?.published_at ?? at, expires_at: event.data.expiresAt });
      return;
    case 'CarRenewed':
      update({ status: 'active', expires_at: event.data.expiresAt });
      return;
    case 'CarRejected':
      update({ status: 'rejected', rejection_reason: event.data.reason });
      return;
    case 'CarExpired':
      update({ status: 'expired' });
      return;
    case 'CarFeatureSet':
      update({ is_featured: event.data.featured });
      return;
    case 'CarRemoved':
      cars.delete(id);
      return;
    case 'CarImagesAdded':
    case 'CarImageRemoved':
    case 'CarImageProcessed':
    case 'CarImageRejected':
      return; // other read models
    case 'CarOfferMade': {
      const columns = offerColumns(event.data);
      if (Object.keys(columns).length) update(columns);
      refreshSearchText(); // the city is searched too
      return;
    }
    case 'CarOfferRevised': {
      const columns = offerColumns(event.data.changes);
      if (Object.keys(columns).length) update(columns);
      if (event.data.changes.location !== undefined) refreshSearchText();
      return;
    }
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
