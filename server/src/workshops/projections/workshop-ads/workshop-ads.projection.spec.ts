import { projectionSpec, SPEC_START } from '../../../event-store/projection-specification';
import { searchDocument } from '../../../shared/arabic/normalise';
import { WorkshopAdEvent, WorkshopAdsProjection } from './workshop-ads.projection';

const given = projectionSpec(new WorkshopAdsProjection(), { streamType: 'workshop', streamId: '2' });
const at = (position: number) => new Date(SPEC_START.getTime() + position * 1000).toISOString();

const published = (adId: number, title: string): WorkshopAdEvent => ({
  type: 'WorkshopAdPublished',
  data: { adId, title, description: 'فحص شامل', priceMinor: 50_000, currency: 'SYP' },
});
const ad = (id: number, title: string, position: number) => ({
  id,
  workshop_id: 2,
  title,
  description: 'فحص شامل',
  price_minor: 50_000,
  currency: 'SYP',
  search_text: searchDocument(title, 'فحص شامل'),
  created_at: at(position),
  updated_at: at(position),
  version: position,
});

describe("a workshop's ads, as a fold of its events", () => {
  it('publishes each ad once', () => {
    given([published(1, 'تبديل زيت')])
      .when(published(2, 'ميزانية'), published(1, 'تبديل زيت'))
      .then({ workshop_ads: [ad(1, 'تبديل زيت', 1), ad(2, 'ميزانية', 2)] });
  });

  it('revises only the ad named, its search document with it', () => {
    given([published(1, 'تبديل زيت'), published(2, 'ميزانية')])
      .when({ type: 'WorkshopAdRevised', data: { adId: 2, changes: { title: 'ميزانية كاملة', priceMinor: 70_000 } } })
      .then({
        workshop_ads: [
          ad(1, 'تبديل زيت', 1),
          {
            ...ad(2, 'ميزانية كاملة', 2),
            price_minor: 70_000,
            updated_at: at(3),
            version: 3,
          },
        ],
      });
  });

  it('removes an ad, and every ad when the workshop closes, not another workshop’s', () => {
    const elsewhere = { ...published(9, 'دهان'), streamId: '3' };
    given([published(1, 'تبديل زيت'), published(2, 'ميزانية'), elsewhere])
      .when({ type: 'WorkshopAdRemoved', data: { adId: 1, reason: 'owner' } })
      .then({ workshop_ads: [ad(2, 'ميزانية', 2), expect.objectContaining({ id: 9, workshop_id: 3 })] });
    given([published(1, 'تبديل زيت'), elsewhere])
      .when({ type: 'WorkshopClosed', data: { reason: 'admin' } })
      .then({ workshop_ads: [expect.objectContaining({ id: 9 })] });
  });
});
