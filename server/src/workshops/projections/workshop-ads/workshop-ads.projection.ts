import { Injectable } from '@nestjs/common';
import { eventTypes, Recorded, StreamFold } from '../../../event-store/batch/stream-fold';
import { FoldedProjection } from '../../../event-store/folded-projection';
import { EventProjection } from '../../../event-store/projection';
import { searchDocument } from '../../../shared/arabic/normalise';
import { WorkshopEvent } from '../../domain/workshop.events';

/** The workshop events its ads follow. */
export type WorkshopAdEvent = Extract<
  WorkshopEvent,
  { type: 'WorkshopAdPublished' | 'WorkshopAdRevised' | 'WorkshopAdRemoved' | 'WorkshopClosed' }
>;

export type WorkshopAdRow = {
  id: number;
  workshop_id: number;
  title: string;
  description: string;
  price_minor: number;
  currency: string;
  search_text: string;
  created_at: string;
  updated_at: string;
  version: number;
};

/**
 * A workshop's ads after its event. A revision is guarded by the stream version (applied twice,
 * it changes nothing); the search document follows the ad whatever the guard decided.
 */
export function evolveAds(ads: readonly WorkshopAdRow[], event: Recorded<WorkshopAdEvent>): readonly WorkshopAdRow[] {
  const at = new Date(event.recordedAt).toISOString();
  const version = event.streamVersion;
  switch (event.type) {
    case 'WorkshopAdPublished': {
      const { adId, title, description, priceMinor, currency } = event.data;
      if (ads.some((ad) => ad.id === adId)) return ads;
      const ad = {
        id: adId,
        workshop_id: Number(event.streamId),
        title,
        description,
        price_minor: priceMinor,
        currency,
        search_text: searchDocument(title, description),
        created_at: at,
        updated_at: at,
        version,
      };
      return [...ads, ad];
    }
    case 'WorkshopAdRevised': {
      const { adId, changes } = event.data;
      return ads.map((ad) => {
        if (ad.id !== adId) return ad;
        const revised =
          ad.version < version
            ? {
                ...ad,
                title: changes.title ?? ad.title,
                description: changes.description ?? ad.description,
                price_minor: changes.priceMinor ?? ad.price_minor,
                updated_at: at,
                version,
              }
            : ad;
        return { ...revised, search_text: searchDocument(revised.title, revised.description) };
      });
    }
    case 'WorkshopAdRemoved':
      return ads.filter((ad) => ad.id !== event.data.adId);
    case 'WorkshopClosed':
      return [];
  }
}

const ADS: StreamFold<WorkshopAdRow, WorkshopAdEvent> = {
  table: { table: 'workshop_ads', key: 'id', keyType: 'integer' },
  streamColumn: { column: 'workshop_id', type: 'integer' },
  evolve: evolveAds,
};

/**
 * projections.workshop_ads: each ad of an open workshop (a pure fold). An ad has no status of its
 * own: it is public while its workshop is (CONTRACT.md: ads of an approved workshop are active at once).
 */
@Injectable()
@EventProjection()
export class WorkshopAdsProjection extends FoldedProjection<WorkshopAdEvent> {
  readonly tables = ['workshop_ads'];
  readonly handles = eventTypes<WorkshopAdEvent>({
    WorkshopAdPublished: true,
    WorkshopAdRevised: true,
    WorkshopAdRemoved: true,
    WorkshopClosed: true,
  });
  readonly folds = [ADS];
}
