import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { EventProjection, Projection } from '../../../event-store/projection';
import { ExchangeRatesSet } from '../../../settings/domain/settings.events';
import { CarDetails, CarEvent, CarEventType } from '../../domain/car.events';
import { applyOfferTerms, applyRates } from './listing-offer';
import { listingSearchText, refreshSearchText } from './listing-search';

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

/**
 * projections.cars: one row per live car, its details, status, search column, and what the list
 * filters and sorts on from its offer (price in US cents included, kept current by the rates in
 * projections.listing_rates).
 */
@Injectable()
@EventProjection()
export class CarListingProjection implements Projection {
  readonly tables = ['cars', 'listing_rates'];
  readonly handles: ReadonlyArray<CarEventType | ExchangeRatesSet['type']> = [
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
    'ExchangeRatesSet',
  ];

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as CarEvent | ExchangeRatesSet;
    if (event.type === 'ExchangeRatesSet') return applyRates(m, event);
    const id = Number(recorded.streamId);
    const at = recorded.recordedAt;
    const v = recorded.streamVersion;
    const update = (set: string, params: unknown[] = []) =>
      m.query(`UPDATE cars SET ${set}, updated_at = $1, version = $2 WHERE id = $3 AND version < $2`, [at, v, id, ...params]);
    switch (event.type) {
      case 'CarListed': {
        const d = event.data.details;
        await m.query(
          `INSERT INTO cars (id, user_id, status, name, brand, category_id, country_of_manufacture, model, year,
             condition, mileage, fuel_type, transmission, horsepower, seats, color, description, is_featured,
             other_benefits, search_text, created_at, updated_at, version)
           VALUES ($1, $2, 'pending', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $20, $21)
           ON CONFLICT (id) DO NOTHING`,
          [
            id,
            event.data.ownerId,
            d.name,
            d.brand,
            d.categoryId,
            d.countryOfManufacture,
            d.model,
            d.year,
            d.condition,
            d.mileage,
            d.fuelType,
            d.transmission,
            d.horsepower,
            d.seats,
            d.color,
            d.description,
            event.data.featured,
            d.otherBenefits,
            listingSearchText({
              name: d.name,
              brand: d.brand,
              model: d.model,
              year: d.year,
              description: d.description,
              fuel_type: d.fuelType,
              transmission: d.transmission,
              condition: d.condition,
              location: null, // until the offer says where
            }),
            at,
            v,
          ],
        );
        return;
      }
      case 'CarRevised': {
        const entries = Object.entries(event.data.changes) as Array<[keyof CarDetails, unknown]>;
        if (entries.length === 0) return;
        const set = entries.map(([key], i) => `${COLUMNS[key]} = $${i + 4}`).join(', ');
        await update(
          set,
          entries.map(([, value]) => value),
        );
        await refreshSearchText(m, id);
        return;
      }
      case 'CarResubmitted':
        await update(`status = 'pending', rejection_reason = NULL`);
        return;
      case 'CarApproved':
        await update(`status = 'active', published_at = COALESCE(published_at, $1), expires_at = $4`, [event.data.expiresAt]);
        return;
      case 'CarRenewed':
        await update(`status = 'active', expires_at = $4`, [event.data.expiresAt]);
        return;
      case 'CarRejected':
        await update(`status = 'rejected', rejection_reason = $4`, [event.data.reason]);
        return;
      case 'CarExpired':
        await update(`status = 'expired'`);
        return;
      case 'CarFeatureSet':
        await update(`is_featured = $4`, [event.data.featured]);
        return;
      case 'CarRemoved':
        await m.query(`DELETE FROM cars WHERE id = $1`, [id]);
        return;
      case 'CarImagesAdded':
      case 'CarImageRemoved':
      case 'CarImageProcessed':
      case 'CarImageRejected':
        return; // other read models
      case 'CarOfferMade':
        await applyOfferTerms(update, event.data);
        await refreshSearchText(m, id); // the city is searched too
        return;
      case 'CarOfferRevised':
        await applyOfferTerms(update, event.data.changes);
        if (event.data.changes.location !== undefined) await refreshSearchText(m, id);
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  }
}
