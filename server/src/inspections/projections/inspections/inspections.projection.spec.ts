import { CarDetails } from '../../../cars/domain/car.events';
import { projectionSpec, SPEC_START } from '../../../event-store/projection-specification';
import { InspectionEvent } from '../../domain/inspection.events';
import { InspectionsProjection } from './inspections.projection';

const given = projectionSpec(new InspectionsProjection(), { streamType: 'inspection', streamId: '4' });
const at = (position: number) => new Date(SPEC_START.getTime() + position * 1000).toISOString();

const car = { name: 'كيا ريو', brand: 'kia', year: 2015 } as CarDetails;
const requested: InspectionEvent = {
  type: 'InspectionRequested',
  data: { inspectionId: 4, requesterId: 9, car, contact: { phone: '0933123456', city: 'حلب', preferredDate: '2026-02-01' } },
};
const scheduled: InspectionEvent = {
  type: 'InspectionScheduled',
  data: { scheduledAt: '2026-02-02T09:00:00.000Z', note: 'صباحًا' },
};
const request = {
  id: 4,
  user_id: 9,
  status: 'requested',
  car,
  phone: '0933123456',
  city: 'حلب',
  preferred_date: '2026-02-01',
  created_at: at(1),
  updated_at: at(1),
  version: 1,
};

describe('inspections, as a fold of their events', () => {
  it('keeps a request with its car and contact', () => {
    given([])
      .when(requested)
      .then({ inspections: [request] });
  });

  it('schedules it, then completes it keeping the note unless a new one is given', () => {
    given([requested])
      .when(scheduled)
      .then({
        inspections: [
          {
            ...request,
            status: 'scheduled',
            scheduled_at: '2026-02-02T09:00:00.000Z',
            admin_note: 'صباحًا',
            updated_at: at(2),
            version: 2,
          },
        ],
      });
    given([requested, scheduled])
      .when({ type: 'InspectionCompleted', data: { note: null } })
      .then({ inspections: [expect.objectContaining({ status: 'completed', admin_note: 'صباحًا', version: 3 })] });
    given([requested, scheduled])
      .when({ type: 'InspectionCancelled', data: { note: 'لا رد' } })
      .then({ inspections: [expect.objectContaining({ status: 'cancelled', admin_note: 'لا رد' })] });
  });

  it('drops the request when its requester leaves', () => {
    given([requested, scheduled])
      .when({ type: 'InspectionWithdrawn', data: { reason: 'account_deleted' } })
      .then({ inspections: [] });
  });

  it('changes nothing when a request arrives twice', () => {
    given([requested])
      .when(requested)
      .then({ inspections: [request] });
  });
});
