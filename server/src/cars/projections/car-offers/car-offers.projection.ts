import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { RowBatch, streamsWithRows } from '../../../event-store/batch/row-batch';
import { applyPlanned, EventProjection, Projection, RunPlan } from '../../../event-store/projection';
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

type OfferRow = { id: number; car_id: number } & Record<string, unknown>;

const OFFERS = { table: 'car_offers', key: 'id', keyType: 'integer' };
const OFFER_EVENTS: readonly CarEventType[] = ['CarOfferMade', 'CarOfferRevised', 'CarRemoved'];

/** projections.car_offers: the single sale or rent offer of a car (folded in runs, see RowBatch). */
@Injectable()
@EventProjection()
export class CarOffersProjection implements Projection {
  readonly tables = ['car_offers'];
  readonly handles = OFFER_EVENTS;
  readonly bulk = OFFER_EVENTS;

  apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    return applyPlanned(m, this.planRun([recorded]));
  }

  planRun(events: readonly RecordedEvent[], begun?: ReadonlySet<string>): RunPlan {
    const offers = new RowBatch<OfferRow>(OFFERS).want(streamsWithRows(events, begun), 'car_id', 'integer');
    return {
      rows: [offers],
      fold: () => {
        /** A car's offers (one at most), by the car. */
        const ofCar = new Map<number, number[]>();
        for (const offer of offers.values()) ofCar.set(offer.car_id, [...(ofCar.get(offer.car_id) ?? []), offer.id]);
        for (const recorded of events) fold(offers, ofCar, recorded);
      },
    };
  }
}

function fold(offers: RowBatch<OfferRow>, ofCar: Map<number, number[]>, recorded: RecordedEvent): void {
  const event = recorded as unknown as CarEvent;
  const carId = Number(recorded.streamId);
  const at = new Date(recorded.recordedAt).toISOString();
  switch (event.type) {
    case 'CarOfferMade': {
      const o = event.data;
      if (offers.get(o.offerId)) return; // ON CONFLICT (id) DO NOTHING
      offers.insert({
        id: o.offerId,
        car_id: carId,
        offer_type: o.offerType,
        price_minor: o.priceMinor,
        currency: o.currency,
        pricing_period: o.pricingPeriod,
        is_available: o.isAvailable,
        additional_features: o.additionalFeatures,
        location: o.location,
        created_at: at,
        updated_at: at,
      });
      ofCar.set(carId, [...(ofCar.get(carId) ?? []), o.offerId]);
      return;
    }
    case 'CarOfferRevised': {
      const entries = Object.entries(event.data.changes) as Array<[keyof OfferTerms, unknown]>;
      if (entries.length === 0) return;
      const changes = Object.fromEntries(entries.map(([key, value]) => [COLUMNS[key], value]));
      for (const id of ofCar.get(carId) ?? []) offers.update(id, { ...changes, updated_at: at });
      return;
    }
    case 'CarRemoved':
      for (const id of ofCar.get(carId) ?? []) offers.delete(id);
      ofCar.delete(carId);
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
