import { projectionSpec, SPEC_START } from '../../../event-store/projection-specification';
import { searchDocument } from '../../../shared/arabic/normalise';
import { WorkshopDetails } from '../../domain/workshop.events';
import { WorkshopRowEvent, WorkshopsProjection } from './workshops.projection';

const given = projectionSpec(new WorkshopsProjection(), { streamType: 'workshop', streamId: '6' });
const at = (position: number) => new Date(SPEC_START.getTime() + position * 1000).toISOString();

const details: WorkshopDetails = {
  name: 'ورشة الأمانة',
  location: 'المزة',
  address: 'شارع الفيلات',
  city: 'دمشق',
  commercialRegistrationNumber: '12345',
  phone: '0933123456',
  workingHours: '9-17',
  description: 'صيانة عامة',
  services: ['تبديل زيت', 'ميكانيك'],
  warrantyOffered: true,
  specialization: 'كيا',
};
const image = (imageId: string) => ({
  imageId,
  key: `originals/${imageId}.jpg`,
  contentType: 'image/jpeg',
  size: 1,
  width: 640,
  height: 480,
});
const opened: WorkshopRowEvent = {
  type: 'WorkshopOpened',
  data: { workshopId: 6, ownerId: 8, details, image: image('a') },
};
const processed = (imageId: string): WorkshopRowEvent => ({
  type: 'WorkshopImageProcessed',
  data: { imageId, width: 320, height: 240, variants: [] },
});

describe('workshops, as a fold of each workshop’s events', () => {
  it('opens a workshop pending, its city keyed for search and its picture processing', () => {
    given([])
      .when(opened)
      .then({
        workshops: [
          {
            id: 6,
            user_id: 8,
            status: 'pending',
            name: 'ورشة الأمانة',
            location: 'المزة',
            address: 'شارع الفيلات',
            city: 'دمشق',
            city_key: 'دمشق',
            commercial_registration_number: '12345',
            phone: '0933123456',
            working_hours: '9-17',
            description: 'صيانة عامة',
            services: ['تبديل زيت', 'ميكانيك'],
            warranty_offered: true,
            specialization: 'كيا',
            image_id: 'a',
            image_status: 'processing',
            image_width: 640,
            image_height: 480,
            search_text: searchDocument('ورشة الأمانة', 'دمشق', 'المزة', 'كيا', 'تبديل زيت ميكانيك', 'صيانة عامة'),
            created_at: at(1),
            updated_at: at(1),
            version: 1,
          },
        ],
      });
  });

  it('revises its details, the city key and the search document with them', () => {
    given([opened])
      .when({ type: 'WorkshopRevised', data: { changes: { city: 'حلب', services: ['كهرباء'] } } })
      .then({
        workshops: [
          expect.objectContaining({
            city: 'حلب',
            city_key: 'حلب',
            services: ['كهرباء'],
            search_text: searchDocument('ورشة الأمانة', 'حلب', 'المزة', 'كيا', 'كهرباء', 'صيانة عامة'),
            updated_at: at(2),
            version: 2,
          }),
        ],
      });
  });

  it('approves it once, keeping the first approval time, and records its owner’s settings', () => {
    given([opened, { type: 'WorkshopApproved', data: {} }, { type: 'WorkshopDeactivated', data: {} }])
      .when({ type: 'WorkshopApproved', data: {} })
      .then({
        workshops: [expect.objectContaining({ status: 'active', approved_at: at(2), rejection_reason: null, version: 4 })],
      });
    given([opened, { type: 'WorkshopRejected', data: { reason: 'البيانات ناقصة' } }])
      .when({ type: 'WorkshopResubmitted', data: {} })
      .then({ workshops: [expect.objectContaining({ status: 'pending', rejection_reason: null })] });
    given([opened])
      .when({ type: 'WorkshopSettingsChanged', data: { notifyReviews: false, notifyStatus: true } })
      .then({ workshops: [expect.objectContaining({ notify_reviews: false, notify_status: true, version: 2 })] });
  });

  it('takes a picture’s result only for the picture the workshop still shows', () => {
    given([opened])
      .when(processed('a'))
      .then({ workshops: [expect.objectContaining({ image_status: 'ready', image_width: 320, version: 2, updated_at: at(1) })] });
    given([opened, { type: 'WorkshopImageChanged', data: { image: image('b') } }])
      .when(processed('a'), { type: 'WorkshopImageRejected', data: { imageId: 'a', reason: 'not an image' } })
      .then({
        workshops: [expect.objectContaining({ image_id: 'b', image_status: 'processing', image_variants: [], version: 2 })],
      });
  });

  it('keeps the first opening when it comes twice, and drops a closed workshop', () => {
    given([opened])
      .when(opened)
      .then({ workshops: [expect.objectContaining({ created_at: at(1), version: 1 })] });
    given([opened])
      .when({ type: 'WorkshopClosed', data: { reason: 'owner' } })
      .then({ workshops: [] });
  });
});
