import { deciderSpec } from '../../event-store/decider-specification';
import { NewEvent } from '../../event-store/event.types';
import { approvePlace, closePlace, rejectPlace } from '../../places/place.decider';
import { Actor } from '../../shared/auth/roles';
import { Forbidden, NotFound } from '../../shared/domain-error';
import {
  changeWorkshopSettings,
  publishWorkshopAd,
  removeWorkshopAd,
  reviewWorkshop,
  reviseWorkshop,
  reviseWorkshopAd,
} from './workshop.decider';
import { AlreadyReviewed, OwnWorkshopReview, UnknownAdWorkshop, WorkshopNotPending } from './workshop.errors';
import { WorkshopDetails } from './workshop.events';
import { WORKSHOP_PLACE } from './workshop.place';
import { WORKSHOP } from './workshop.state';

const actor = (id: number, roles: Actor['roles'] = ['workshop']): Actor => ({
  id,
  name: 'x',
  email: `${id}@example.com`,
  roles,
  latestRole: roles[roles.length - 1],
  status: 'active',
});
const OWNER = actor(7);
const ADMIN = actor(1, ['admin']);
const VISITOR = actor(9, ['user']);
const TERMS = { title: 'تبديل زيت', description: 'تبديل زيت المحرك مع الفلتر', priceMinor: 5_000_000, currency: 'SYP' as const };

const opened: NewEvent = {
  type: 'WorkshopOpened',
  data: { workshopId: 4, ownerId: 7, details: {} as WorkshopDetails, image: null },
};
const approved: NewEvent = { type: 'WorkshopApproved', data: {} };
const adPublished: NewEvent = { type: 'WorkshopAdPublished', data: { adId: 11, ...TERMS } };
const reviewed: NewEvent = { type: 'WorkshopReviewed', data: { reviewId: 5, reviewerId: 9, rating: 4, comment: 'خدمة ممتازة' } };

const given = deciderSpec(WORKSHOP);

describe('workshop decider', () => {
  describe('moderation (shared with stores)', () => {
    it('approves and rejects a pending workshop', () => {
      given([opened])
        .when((w) => approvePlace(WORKSHOP_PLACE, w))
        .then([approved]);
      given([opened])
        .when((w) => rejectPlace(WORKSHOP_PLACE, w, null))
        .then([{ type: 'WorkshopRejected', data: { reason: null } }]);
    });
    it('refuses one that is not pending with the workshop’s own message (409)', () => {
      given([opened, approved])
        .when((w) => rejectPlace(WORKSHOP_PLACE, w, null))
        .thenThrows(WorkshopNotPending);
    });
    it('closes it with its ads', () => {
      given([opened, approved, adPublished])
        .when((w) => closePlace(WORKSHOP_PLACE, w, ADMIN))
        .then([{ type: 'WorkshopClosed', data: { reason: 'admin' } }]);
    });
  });

  describe('reviews', () => {
    it('records a visitor’s review of a public workshop', () => {
      given([opened, approved])
        .when((w) => reviewWorkshop(w, VISITOR, { reviewId: 5, rating: 4, comment: 'خدمة ممتازة' }))
        .then([reviewed]);
    });
    it('refuses the owner (403), a second review (409) and a workshop not yet public (404)', () => {
      const review = { reviewId: 6, rating: 5, comment: 'رائع جدًا' };
      given([opened, approved])
        .when((w) => reviewWorkshop(w, OWNER, review))
        .thenThrows(OwnWorkshopReview);
      given([opened, approved, reviewed])
        .when((w) => reviewWorkshop(w, VISITOR, review))
        .thenThrows(AlreadyReviewed);
      given([opened])
        .when((w) => reviewWorkshop(w, VISITOR, review))
        .thenThrows(NotFound);
    });
  });

  describe('ads', () => {
    it('lets the owner advertise, even before approval', () => {
      given([opened])
        .when((w) => publishWorkshopAd(w, OWNER, 11, TERMS))
        .then([adPublished]);
    });
    it('treats a workshop the caller cannot see as a wrong field (422), and a public one of someone else as 403', () => {
      given([opened])
        .when((w) => publishWorkshopAd(w, VISITOR, 11, TERMS))
        .thenThrows(UnknownAdWorkshop);
      given([opened, approved])
        .when((w) => publishWorkshopAd(w, VISITOR, 11, TERMS))
        .thenThrows(Forbidden);
    });
    it('revises and removes only the workshop’s own ads; an empty revision changes nothing', () => {
      given([opened, approved, adPublished])
        .when((w) => reviseWorkshopAd(w, OWNER, 11, { title: 'تبديل زيت سريع' }))
        .then([{ type: 'WorkshopAdRevised', data: { adId: 11, changes: { title: 'تبديل زيت سريع' } } }]);
      given([opened, approved, adPublished])
        .when((w) => reviseWorkshopAd(w, OWNER, 11, {}))
        .then([]);
      given([opened, approved, adPublished])
        .when((w) => removeWorkshopAd(w, OWNER, 12))
        .thenThrows(NotFound);
      given([opened, approved, adPublished])
        .when((w) => removeWorkshopAd(w, ADMIN, 11))
        .then([{ type: 'WorkshopAdRemoved', data: { adId: 11, reason: 'admin' } }]);
    });
  });

  describe('settings and edits', () => {
    it('records changed settings only', () => {
      const settings = { notifyReviews: false, notifyStatus: true };
      given([opened])
        .when((w) => changeWorkshopSettings(w, OWNER, settings))
        .then([{ type: 'WorkshopSettingsChanged', data: settings }]);
      given([opened, { type: 'WorkshopSettingsChanged', data: settings }])
        .when((w) => changeWorkshopSettings(w, OWNER, settings))
        .then([]);
    });
    it('reactivates an inactive workshop from the status select', () => {
      given([opened, approved, { type: 'WorkshopDeactivated', data: {} }])
        .when((w) => reviseWorkshop(w, OWNER, { details: {}, newPicture: null, removePicture: false, status: 'active' }))
        .then([{ type: 'WorkshopReactivated', data: {} }]);
    });
  });
});
