import { CarEvent } from '../../../cars/domain/car.events';
import { projectionSpec, SPEC_START, SpecEvent } from '../../../event-store/projection-specification';
import { CAR_RISK_STREAM } from '../../domain/risk.events';
import { hashAsBigint } from '../../../media/photo-hash';
import { RiskPhotosProjection } from './risk-photos.projection';

const given = projectionSpec(new RiskPhotosProjection(), { streamType: 'car', streamId: '5' });

/** The time of the spec's nth event (a second apart). */
const at = (position: number) => new Date(SPEC_START.getTime() + position * 1000).toISOString();

const listed: CarEvent = {
  type: 'CarListed',
  data: {
    carId: 5,
    ownerId: 7,
    featured: false,
    details: {} as never,
    images: [],
  },
};
const approved: CarEvent = { type: 'CarApproved', data: { expiresAt: '2030-01-01T00:00:00.000Z', automatic: false } };
const rejected: CarEvent = { type: 'CarRejected', data: { reason: 'صور غير واضحة' } };
const processed = (imageId: string, hash?: string): CarEvent => ({
  type: 'CarImageProcessed',
  data: { imageId, width: 800, height: 600, variants: [], ...(hash ? { hash } : {}) },
});
const removed: CarEvent = { type: 'CarRemoved', data: { reason: 'owner' } };

const listing = (changes: Record<string, unknown> = {}) => ({
  car_id: 5,
  owner_id: 7,
  status: 'pending',
  listed_at: at(1),
  removed: false,
  version: 1,
  score: 0,
  risk_version: 0,
  ...changes,
});

/** The worker's assessment of car 5, in the car's risk stream. */
const assessed = (score: number): SpecEvent => ({
  type: 'CarRiskAssessed',
  streamType: CAR_RISK_STREAM,
  streamId: '5',
  data: { carId: 5, score, flags: score ? [{ code: 'price_too_low', reason: 'السعر منخفض' }] : [], listingStatus: 'pending' },
});

describe('risk listings and photos, as a fold of the car events', () => {
  it("keeps a new listing's owner, pending, from its time", () => {
    given([])
      .when(listed)
      .then({ risk_listings: [listing()], risk_photos: [] });
  });

  it('follows moderation and removal, each guarded by the stream version', () => {
    given([listed])
      .when(approved)
      .then({ risk_listings: [listing({ status: 'active', version: 2 })] });
    given([listed, approved])
      .when(rejected)
      .then({ risk_listings: [listing({ status: 'rejected', version: 3 })] });
    given([listed, approved])
      .when(removed)
      .then({ risk_listings: [listing({ status: 'active', removed: true, version: 3 })] });
  });

  it("keeps the weight of the car's latest assessment beside its status, through moderation", () => {
    given([listed])
      .when(assessed(50))
      .then({ risk_listings: [listing({ score: 50, risk_version: 1 })], risk_photos: [] });
    given([listed, assessed(50)])
      .when(assessed(0))
      .then({ risk_listings: [listing({ score: 0, risk_version: 2 })] });
    given([listed, assessed(50)])
      .when(approved)
      .then({ risk_listings: [listing({ status: 'active', version: 2, score: 50, risk_version: 1 })] });
    // In one run, as a replay folds them: the assessment finds the row its car's listing made.
    given([])
      .when(listed, processed('a', '0000000000000001'), assessed(30))
      .then({
        risk_listings: [listing({ score: 30, risk_version: 1 })],
        risk_photos: [expect.objectContaining({ image_id: 'a', car_id: 5 })],
      });
    given([]).when(assessed(30)).then({ risk_listings: [], risk_photos: [] });
  });

  it('keeps a listed car as it was for an event that does not change it, and ignores a car never listed', () => {
    given([listed])
      .when(processed('a'))
      .then({ risk_listings: [listing()], risk_photos: [] });
    given([]).when(approved).then({ risk_listings: [] });
  });

  it("indexes a processed photo's hash in four bands; photos without one are not compared", () => {
    given([listed])
      .when(processed('a', '00010002000300ff'), processed('b'))
      .then({
        risk_photos: [
          { image_id: 'a', car_id: 5, hash: hashAsBigint('00010002000300ff'), band0: 0xff, band1: 3, band2: 2, band3: 1 },
        ],
      });
  });

  it("drops a removed photo, and every photo of a removed car, the other cars' kept", () => {
    const other = { ...processed('c', 'ffffffffffffffff'), streamId: '6' };
    given([listed, processed('a', '0000000000000001'), processed('b', '0000000000000002'), other])
      .when({ type: 'CarImageRemoved', data: { imageId: 'a' } })
      .then({ risk_photos: [expect.objectContaining({ image_id: 'b' }), expect.objectContaining({ image_id: 'c', car_id: 6 })] });
    given([listed, processed('a', '0000000000000001'), other])
      .when(removed)
      .then({ risk_photos: [expect.objectContaining({ image_id: 'c' })] });
  });

  it('changes nothing when an event is applied twice', () => {
    given([listed, processed('a', '0000000000000001')])
      .when({ ...processed('a', '0000000000000001') })
      .then({ risk_photos: [expect.objectContaining({ image_id: 'a' })] });
  });
});
