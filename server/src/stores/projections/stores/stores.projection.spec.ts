import { projectionSpec, SPEC_START } from '../../../event-store/projection-specification';
import { searchDocument } from '../../../shared/arabic/normalise';
import { StoreDetails, StoreEvent } from '../../domain/store.events';
import { StoresProjection } from './stores.projection';

const given = projectionSpec(new StoresProjection(), { streamType: 'store', streamId: '3' });
const at = (position: number) => new Date(SPEC_START.getTime() + position * 1000).toISOString();

const details = {
  name: 'أوتو ستار',
  description: 'معرض سيارات',
  address: 'شارع بغداد',
  location: 'دمشق',
  category: '',
  phone: '0933123456',
  email: 'star@example.com',
  website: '',
} as unknown as StoreDetails;
const logo = (imageId: string) => ({
  imageId,
  key: `originals/${imageId}.png`,
  contentType: 'image/png',
  size: 1,
  width: 64,
  height: 64,
});
const opened: StoreEvent = { type: 'StoreOpened', data: { storeId: 3, ownerId: 7, details, logo: logo('a') } };
const processed = (imageId: string): StoreEvent => ({
  type: 'StoreLogoProcessed',
  data: { imageId, width: 256, height: 256, variants: [] },
});

describe('stores, as a fold of each store’s events', () => {
  it('opens a store pending, its logo processing', () => {
    given([])
      .when(opened)
      .then({
        stores: [
          expect.objectContaining({
            id: 3,
            user_id: 7,
            status: 'pending',
            logo_id: 'a',
            logo_status: 'processing',
            created_at: at(1),
            version: 1,
          }),
        ],
      });
  });

  it('revises its details and search document, and approves it once, keeping the first approval time', () => {
    given([opened])
      .when({ type: 'StoreRevised', data: { changes: { location: 'حلب' } } })
      .then({
        stores: [expect.objectContaining({ location: 'حلب', search_text: expect.stringContaining(searchDocument('حلب')) })],
      });
    given([opened, { type: 'StoreApproved', data: {} }, { type: 'StoreDeactivated', data: {} }])
      .when({ type: 'StoreApproved', data: {} })
      .then({ stores: [expect.objectContaining({ status: 'active', approved_at: at(2), rejection_reason: null, version: 4 })] });
  });

  it('takes a logo’s result only for the logo the store still shows', () => {
    given([opened])
      .when(processed('a'))
      .then({ stores: [expect.objectContaining({ logo_status: 'ready', logo_width: 256, version: 2, updated_at: at(1) })] });
    given([opened, { type: 'StoreLogoChanged', data: { logo: logo('b') } }])
      .when(processed('a'))
      .then({ stores: [expect.objectContaining({ logo_id: 'b', logo_status: 'processing', version: 2 })] });
  });

  it('drops a closed store', () => {
    given([opened])
      .when({ type: 'StoreClosed', data: { reason: 'owner' } })
      .then({ stores: [] });
  });
});
