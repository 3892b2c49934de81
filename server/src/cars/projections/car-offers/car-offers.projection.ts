import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { EventProjection, Projection } from '../../../event-store/projection';
import { CarEvent, CarEventType, OfferTerms } from '../../domain/car.events';

const COLUMNS: Record<keyof OfferTerms, string> = {
  offerType: 'offer_type',
  priceMinor: 'price_minor',
  currency: 'currency',
  pricingPeriod: 'pricing_period',
  isAvailable: 'is_available',
  additionalFeatures: 'additional_features',
  location: 'location',
};

/** projections.car_offers: the single sale or rent offer of a car. */
@Injectable()
@EventProjection()
export class CarOffersProjection implements Projection {
  readonly tables = ['car_offers'];
  readonly handles: readonly CarEventType[] = ['CarOfferMade', 'CarOfferRevised', 'CarRemoved'];

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as CarEvent;
    const carId = Number(recorded.streamId);
    const at = recorded.recordedAt;
    switch (event.type) {
      case 'CarOfferMade': {
        const o = event.data;
        await m.query(
          `INSERT INTO car_offers (id, car_id, offer_type, price_minor, currency, pricing_period, is_available,
             additional_features, location, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
           ON CONFLICT (id) DO NOTHING`,
          [
            o.offerId,
            carId,
            o.offerType,
            o.priceMinor,
            o.currency,
            o.pricingPeriod,
            o.isAvailable,
            o.additionalFeatures,
            o.location,
            at,
          ],
        );
        return;
      }
      case 'CarOfferRevised': {
        const entries = Object.entries(event.data.changes) as Array<[keyof OfferTerms, unknown]>;
        if (entries.length === 0) return;
        const set = entries.map(([key], i) => `${COLUMNS[key]} = $${i + 3}`).join(', ');
        await m.query(`UPDATE car_offers SET ${set}, updated_at = $2 WHERE car_id = $1`, [
          carId,
          at,
          ...entries.map(([, v]) => v),
        ]);
        return;
      }
      case 'CarRemoved':
        await m.query(`DELETE FROM car_offers WHERE car_id = $1`, [carId]);
        return;
      case 'CarListed':
      case 'CarRevised':
      case 'CarResubmitted':
      case 'CarApproved':
      case 'CarRejected':
      case 'CarFeatureSet':
      case 'CarExpired':
      case 'CarRenewed':
      case 'CarImagesAdded':
      case 'CarImageRemoved':
      case 'CarImageProcessed':
      case 'CarImageRejected':
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  }
}
