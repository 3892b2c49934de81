import { deciderSpec } from '../../event-store/decider-specification';
import { ImageRef } from '../../media/stored-image';
import { Actor } from '../../shared/auth/roles';
import { Forbidden, NotFound } from '../../shared/domain-error';
import {
  addCarImages,
  approveCar,
  expireCar,
  listCar,
  makeOffer,
  recordImageResult,
  rejectCar,
  removeCar,
  removeCarImage,
  renewCar,
  reviseCar,
  reviseOffer,
  takeDownCar,
} from './car.decider';
import {
  CarHasNoOffer,
  CarImagesRequired,
  CarIncomplete,
  CarNotActive,
  CarNotPending,
  CarNotRenewable,
  CarOfferExists,
  LastCarImage,
  RentalNeedsPeriod,
  TooManyCarImages,
  UnknownCarCategory,
} from './car.errors';
import { CarDetails, CarEvent } from './car.events';
import { CAR } from './car.state';

const actor = (id: number, roles: Actor['roles'] = ['user']): Actor => ({
  id,
  name: 'x',
  email: `${id}@example.com`,
  roles,
  latestRole: roles[roles.length - 1],
  status: 'active',
});
const SELLER = actor(7);
const ADMIN = actor(1, ['admin']);
const STRANGER = actor(9);
const NOW = new Date('2026-03-01T10:00:00.000Z');
const IN_30_DAYS = '2026-03-31T10:00:00.000Z';
const RULES = { reviewBeforePublish: true, adDurationDays: 30, maxImagesPerAd: 3 };
const photo = (id: string): ImageRef => ({
  imageId: id,
  key: `originals/${id}.jpg`,
  contentType: 'image/jpeg',
  size: 1,
  width: 1,
  height: 1,
});
const details = { name: 'تويوتا كامري', categoryId: 2 } as CarDetails;

const listed: CarEvent = {
  type: 'CarListed',
  data: { carId: 5, ownerId: 7, details, images: [photo('a'), photo('b')], featured: false },
};
const approved: CarEvent = { type: 'CarApproved', data: { expiresAt: IN_30_DAYS, automatic: false } };
const rejected: CarEvent = { type: 'CarRejected', data: { reason: 'الصور غير واضحة' } };
const expired: CarEvent = { type: 'CarExpired', data: {} };
const removed: CarEvent = { type: 'CarRemoved', data: { reason: 'owner' } };
const sale = { offerType: 'sale' as const, priceMinor: 1_500_000, currency: 'USD' as const, pricingPeriod: null };
const offered: CarEvent = {
  type: 'CarOfferMade',
  data: { offerId: 3, ...sale, isAvailable: true, additionalFeatures: '', location: '' },
};

const given = deciderSpec(CAR);

describe('car decider', () => {
  describe('list', () => {
    const listing = { carId: 5, owner: SELLER, details, images: [photo('a'), photo('b')], featured: true };
    it('lists a car pending review, ignoring a seller’s featured flag', () => {
      expect(listCar(listing, NOW, RULES, true)).toEqual([listed]);
    });
    it('publishes at once, until the ad duration from now, when review is off', () => {
      expect(listCar({ ...listing, owner: ADMIN }, NOW, { ...RULES, reviewBeforePublish: false }, true)).toEqual([
        { ...listed, data: { ...listed.data, ownerId: 1, featured: true } },
        { type: 'CarApproved', data: { expiresAt: IN_30_DAYS, automatic: true } },
      ]);
    });
    it('refuses no photos, too many photos and an unknown category (422)', () => {
      expect(() => listCar({ ...listing, images: [] }, NOW, RULES, true)).toThrow(CarImagesRequired);
      expect(() => listCar({ ...listing, images: ['a', 'b', 'c', 'd'].map(photo) }, NOW, RULES, true)).toThrow(TooManyCarImages);
      expect(() => listCar(listing, NOW, RULES, false)).toThrow(UnknownCarCategory);
    });
  });

  describe('moderation', () => {
    const ready: CarEvent = { type: 'CarImageProcessed', data: { imageId: 'b', width: 10, height: 10, variants: [] } };
    const failed: CarEvent = { type: 'CarImageRejected', data: { imageId: 'a', reason: 'corrupt' } };
    const flagsSeen = [{ code: 'contact_in_text', reason: 'رقم هاتف في الوصف' }];
    const whole = { flagsSeen: [] };

    it('approves a whole pending car (a price, a ready photo) until the ad duration from now, with the flags seen', () => {
      given([listed, offered, ready])
        .when((car) => approveCar(car, NOW, 30, whole))
        .then([{ ...approved, data: { ...approved.data, flagsSeen: [] } }]);
      given([listed, offered, ready])
        .when((car) => approveCar(car, NOW, 30, { flagsSeen }))
        .then([{ ...approved, data: { ...approved.data, flagsSeen } }]);
    });
    it('refuses (409) a car without a price or without a ready photo unless approved anyway, and says what it lacked', () => {
      const cases: Array<[CarEvent[], Array<'price' | 'photo'>]> = [
        [[listed], ['price', 'photo']],
        [[listed, offered], ['photo']],
        [[listed, offered, failed], ['photo']],
        [[listed, ready], ['price']],
      ];
      for (const [history, missing] of cases) {
        given(history)
          .when((car) => approveCar(car, NOW, 30, whole))
          .thenThrows(CarIncomplete);
        given(history)
          .when((car) => approveCar(car, NOW, 30, { anyway: true, flagsSeen }))
          .then([{ ...approved, data: { ...approved.data, incomplete: missing, flagsSeen } }]);
      }
    });
    it('rejects a pending car with its reason and the flags seen', () => {
      given([listed])
        .when((car) => rejectCar(car, 'الصور غير واضحة', flagsSeen))
        .then([{ ...rejected, data: { reason: 'الصور غير واضحة', flagsSeen } }]);
    });
    it('refuses a car that is not pending (409) and finds no removed car (404)', () => {
      given([listed, offered, ready, approved])
        .when((car) => approveCar(car, NOW, 30, whole))
        .thenThrows(CarNotPending);
      given([listed, rejected])
        .when((car) => rejectCar(car, null))
        .thenThrows(CarNotPending);
      given([listed, offered, ready, removed])
        .when((car) => approveCar(car, NOW, 30, { anyway: true, flagsSeen: [] }))
        .thenThrows(NotFound);
    });

    describe('taking a published car down', () => {
      const takenDown: CarEvent = { type: 'CarRejected', data: { reason: 'رقم هاتف في الوصف', flagsSeen, takenDown: true } };

      it('rejects an active car with the reason its owner reads and the flags seen', () => {
        given([listed, offered, ready, approved])
          .when((car) => takeDownCar(car, 'رقم هاتف في الوصف', flagsSeen))
          .then([takenDown]);
      });
      it("is a rejection the owner's edit resubmits for review", () => {
        given([listed, offered, ready, approved, takenDown])
          .when((car) => reviseCar(car, SELLER, { details: { color: 'أزرق' }, featured: undefined }, true))
          .then([
            { type: 'CarRevised', data: { changes: { color: 'أزرق' } } },
            { type: 'CarResubmitted', data: {} },
          ]);
      });
      it('refuses a car that is not active (409) and finds no removed car (404)', () => {
        for (const history of [
          [listed, offered, ready],
          [listed, offered, ready, approved, takenDown],
          [listed, offered, ready, approved, expired],
        ]) {
          given(history)
            .when((car) => takeDownCar(car, 'سبب', []))
            .thenThrows(CarNotActive);
        }
        given([listed, offered, ready, approved, removed])
          .when((car) => takeDownCar(car, 'سبب', []))
          .thenThrows(NotFound);
      });
    });
  });

  describe('who may change a car', () => {
    it('lets the owner and an admin remove it, saying who', () => {
      given([listed])
        .when((car) => removeCar(car, SELLER))
        .then([removed]);
      given([listed])
        .when((car) => removeCar(car, ADMIN))
        .then([{ type: 'CarRemoved', data: { reason: 'admin' } }]);
    });
    it('answers anyone else 403 on an active car, 404 on a car they cannot see', () => {
      given([listed, approved])
        .when((car) => removeCar(car, STRANGER))
        .thenThrows(Forbidden);
      given([listed])
        .when((car) => removeCar(car, STRANGER))
        .thenThrows(NotFound);
    });
  });

  describe('renew and expire', () => {
    it('renews an expired car from now', () => {
      given([listed, approved, expired])
        .when((car) => renewCar(car, SELLER, new Date('2026-04-10T00:00:00.000Z'), 30))
        .then([{ type: 'CarRenewed', data: { expiresAt: '2026-05-10T00:00:00.000Z' } }]);
    });
    it('never shortens a listing, and refuses one never approved (409)', () => {
      given([listed, approved])
        .when((car) => renewCar(car, SELLER, new Date('2026-02-01T00:00:00.000Z'), 30))
        .then([]);
      given([listed])
        .when((car) => renewCar(car, SELLER, NOW, 30))
        .thenThrows(CarNotRenewable);
    });
    it('expires an active car whose time ran out, and only that', () => {
      given([listed, approved])
        .when((car) => expireCar(car, new Date('2026-04-01T00:00:00.000Z')))
        .thenReturns(true, [expired]);
      given([listed, approved])
        .when((car) => expireCar(car, NOW))
        .thenReturns(false);
      given([listed])
        .when((car) => expireCar(car, new Date('2027-01-01T00:00:00.000Z')))
        .thenReturns(false);
    });
  });

  describe('revise', () => {
    it('sends a rejected car back to review when its owner edits it', () => {
      given([listed, rejected])
        .when((car) => reviseCar(car, SELLER, { details: { year: 2019 }, featured: true }, true))
        .then([
          { type: 'CarRevised', data: { changes: { year: 2019 } } },
          { type: 'CarResubmitted', data: {} },
        ]);
    });
    it('lets only an admin (un)feature a car', () => {
      given([listed, approved])
        .when((car) => reviseCar(car, ADMIN, { details: {}, featured: true }, true))
        .then([{ type: 'CarFeatureSet', data: { featured: true } }]);
    });
    it('refuses an unknown category (422)', () => {
      given([listed])
        .when((car) => reviseCar(car, SELLER, { details: { categoryId: 99 }, featured: undefined }, false))
        .thenThrows(UnknownCarCategory);
    });
  });

  describe('photos', () => {
    it('adds photos within the limit', () => {
      given([listed])
        .when((car) => addCarImages(car, SELLER, [photo('c')], 3))
        .then([{ type: 'CarImagesAdded', data: { images: [photo('c')] } }]);
      given([listed])
        .when((car) => addCarImages(car, SELLER, [photo('c'), photo('d')], 3))
        .thenThrows(TooManyCarImages);
    });
    it('removes a photo but never the last one (409)', () => {
      given([listed])
        .when((car) => removeCarImage(car, SELLER, 'a'))
        .then([{ type: 'CarImageRemoved', data: { imageId: 'a' } }]);
      given([listed, { type: 'CarImageRemoved', data: { imageId: 'a' } }])
        .when((car) => removeCarImage(car, SELLER, 'b'))
        .thenThrows(LastCarImage);
      given([listed])
        .when((car) => removeCarImage(car, SELLER, 'zz'))
        .thenThrows(NotFound);
    });
    it('records the worker’s result once, and nothing for a photo that is gone', () => {
      const processed = { kind: 'processed' as const, width: 10, height: 10, variants: [] };
      given([listed])
        .when((car) => recordImageResult(car, 'a', processed))
        .thenReturns('recorded', [{ type: 'CarImageProcessed', data: { imageId: 'a', width: 10, height: 10, variants: [] } }]);
      given([listed, { type: 'CarImageRejected', data: { imageId: 'a', reason: 'x' } }])
        .when((car) => recordImageResult(car, 'a', processed))
        .thenReturns('already-settled');
      given([listed, removed])
        .when((car) => recordImageResult(car, 'a', processed))
        .thenReturns('gone');
    });
  });

  describe('offer', () => {
    it('makes one offer, with defaults for what the form left out', () => {
      given([listed, approved])
        .when((car) => makeOffer(car, SELLER, 3, sale))
        .then([offered]);
      given([listed, approved, offered])
        .when((car) => makeOffer(car, SELLER, 4, sale))
        .thenThrows(CarOfferExists);
    });
    it('keeps a rental’s pricing period and drops a sale’s', () => {
      given([listed, approved])
        .when((car) => reviseOffer(car, SELLER, { priceMinor: 1 }))
        .thenThrows(CarHasNoOffer);
      given([listed, approved, offered])
        .when((car) => reviseOffer(car, SELLER, { offerType: 'rent' }))
        .thenThrows(RentalNeedsPeriod);
      given([listed, approved, offered])
        .when((car) => reviseOffer(car, SELLER, { offerType: 'rent', pricingPeriod: 'daily' }))
        .then([{ type: 'CarOfferRevised', data: { changes: { offerType: 'rent', pricingPeriod: 'daily' } } }]);
      given([listed, approved, offered])
        .when((car) => reviseOffer(car, SELLER, {}))
        .then([]);
    });
  });
});
