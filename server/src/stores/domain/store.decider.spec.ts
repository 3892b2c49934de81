import { deciderSpec } from '../../event-store/decider-specification';
import { NewEvent } from '../../event-store/event.types';
import { ApprovePlace } from '../../places/commands/moderate-place.commands';
import { approvePlace, closePlace, recordPictureResult, rejectPlace } from '../../places/place.decider';
import { Actor } from '../../shared/auth/roles';
import { Forbidden, NotFound } from '../../shared/domain-error';
import { openStore, reviseStore } from './store.decider';
import { StoreNotPending } from './store.errors';
import { StoreDetails } from './store.events';
import { STORE_PLACE } from './store.place';
import { STORE } from './store.state';

const actor = (id: number, roles: Actor['roles'] = ['shop_manager']): Actor => ({
  id,
  name: 'x',
  email: `${id}@example.com`,
  roles,
  latestRole: roles[roles.length - 1],
  status: 'active',
});
const OWNER = actor(7);
const ADMIN = actor(1, ['admin']);
const STRANGER = actor(9, ['user']);
const details = { name: 'أوتو ستار' } as StoreDetails;
const logo = (imageId: string) => ({
  imageId,
  key: `originals/${imageId}.png`,
  contentType: 'image/png',
  size: 1,
  width: 1,
  height: 1,
});

const opened: NewEvent = { type: 'StoreOpened', data: { storeId: 3, ownerId: 7, details, logo: logo('a') } };
const approved: NewEvent = { type: 'StoreApproved', data: {} };
const rejected: NewEvent = { type: 'StoreRejected', data: { reason: 'صور غير واضحة' } };
const closed: NewEvent = { type: 'StoreClosed', data: { reason: 'owner' } };
const noEdit = { details: {}, newPicture: null, removePicture: false };

const given = deciderSpec(STORE);

describe('store decider', () => {
  it('opens a store pending review, for its owner', () => {
    expect(openStore(3, OWNER, details, logo('a'))).toEqual([opened]);
  });

  describe('approve and reject (the places moderation)', () => {
    it('approves a pending store', () => {
      given([opened])
        .when((s) => approvePlace(STORE_PLACE, s))
        .then([approved]);
    });
    it('rejects a pending store with the reason', () => {
      given([opened])
        .when((s) => rejectPlace(STORE_PLACE, s, 'صور غير واضحة'))
        .then([rejected]);
    });
    it('refuses a store that is not pending (409)', () => {
      given([opened, approved])
        .when((s) => approvePlace(STORE_PLACE, s))
        .thenThrows(StoreNotPending);
      given([opened, rejected])
        .when((s) => rejectPlace(STORE_PLACE, s, null))
        .thenThrows(StoreNotPending);
    });
    it('finds no store that never was or was closed (404)', () => {
      given([])
        .when((s) => approvePlace(STORE_PLACE, s))
        .thenThrows(NotFound);
      given([opened, closed])
        .when((s) => approvePlace(STORE_PLACE, s))
        .thenThrows(NotFound);
    });
    it('goes through the one moderation command with the store kind', () => {
      expect(new ApprovePlace(STORE_PLACE, ADMIN, 3).place.aggregate.streamType).toBe('store');
    });
  });

  describe('close', () => {
    it('says who closed it', () => {
      given([opened])
        .when((s) => closePlace(STORE_PLACE, s, OWNER))
        .then([closed]);
      given([opened])
        .when((s) => closePlace(STORE_PLACE, s, ADMIN))
        .then([{ type: 'StoreClosed', data: { reason: 'admin' } }]);
    });
    it('answers a stranger 403 on a public store and 404 on a hidden one', () => {
      given([opened, approved])
        .when((s) => closePlace(STORE_PLACE, s, STRANGER))
        .thenThrows(Forbidden);
      given([opened])
        .when((s) => closePlace(STORE_PLACE, s, STRANGER))
        .thenThrows(NotFound);
    });
  });

  describe('revise', () => {
    it('records the details, a new logo and the owner’s status toggle once approved', () => {
      given([opened, approved])
        .when((s) =>
          reviseStore(s, OWNER, { details: { name: 'جديد' }, newPicture: logo('b'), removePicture: true, status: 'inactive' }),
        )
        .then([
          { type: 'StoreRevised', data: { changes: { name: 'جديد' } } },
          { type: 'StoreLogoChanged', data: { logo: logo('b') } },
          { type: 'StoreDeactivated', data: {} },
        ]);
    });
    it('ignores the status select before approval, and removes a logo only when there is one', () => {
      given([opened])
        .when((s) => reviseStore(s, OWNER, { ...noEdit, status: 'active' }))
        .then([]);
      given([opened])
        .when((s) => reviseStore(s, OWNER, { ...noEdit, removePicture: true }))
        .then([{ type: 'StoreLogoChanged', data: { logo: null } }]);
    });
    it('sends a rejected store back to review when its owner edits it, not when an admin does', () => {
      const edit = { ...noEdit, details: { name: 'جديد' } };
      given([opened, rejected])
        .when((s) => reviseStore(s, OWNER, edit))
        .then([
          { type: 'StoreRevised', data: { changes: { name: 'جديد' } } },
          { type: 'StoreResubmitted', data: {} },
        ]);
      given([opened, rejected])
        .when((s) => reviseStore(s, ADMIN, edit))
        .then([{ type: 'StoreRevised', data: { changes: { name: 'جديد' } } }]);
    });
  });

  describe('the worker’s logo result', () => {
    const processed = { kind: 'processed' as const, width: 10, height: 10, variants: [] };
    it('records a processing logo once', () => {
      given([opened])
        .when((s) => recordPictureResult(STORE_PLACE, s, 'a', processed))
        .thenReturns('recorded', [{ type: 'StoreLogoProcessed', data: { imageId: 'a', width: 10, height: 10, variants: [] } }]);
      given([opened, { type: 'StoreLogoProcessed', data: { imageId: 'a', width: 10, height: 10, variants: [] } }])
        .when((s) => recordPictureResult(STORE_PLACE, s, 'a', processed))
        .thenReturns('already-settled');
    });
    it('records nothing for a replaced logo or a closed store', () => {
      given([opened, { type: 'StoreLogoChanged', data: { logo: logo('b') } }])
        .when((s) => recordPictureResult(STORE_PLACE, s, 'a', { kind: 'rejected', reason: 'x' }))
        .thenReturns('gone');
      given([opened, closed])
        .when((s) => recordPictureResult(STORE_PLACE, s, 'a', processed))
        .thenReturns('gone');
    });
  });
});
