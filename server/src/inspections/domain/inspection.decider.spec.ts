import { CarDetails } from '../../cars/domain/car.events';
import { deciderSpec } from '../../event-store/decider-specification';
import { NotFound } from '../../shared/domain-error';
import { changeInspectionStatus, InspectionTransitionRefused, requestInspection } from './inspection.decider';
import { InspectionEvent, InspectionRequested } from './inspection.events';
import { INSPECTION } from './inspection.state';

const given = deciderSpec(INSPECTION);

const car = { name: 'كيا ريو', brand: 'kia', year: 2015 } as CarDetails;
const requested: InspectionRequested = {
  type: 'InspectionRequested',
  data: { inspectionId: 4, requesterId: 9, car, contact: { phone: '0933123456', city: 'حلب', preferredDate: '2026-02-01' } },
};
const scheduled: InspectionEvent = { type: 'InspectionScheduled', data: { scheduledAt: '2026-02-02T09:00:00.000Z', note: null } };
const completed: InspectionEvent = { type: 'InspectionCompleted', data: { note: 'سليمة' } };
const cancelled: InspectionEvent = { type: 'InspectionCancelled', data: { note: null } };
const withdrawn: InspectionEvent = { type: 'InspectionWithdrawn', data: { reason: 'account_deleted' } };

const to = (status: 'scheduled' | 'completed' | 'cancelled', note: string | null = null, scheduledAt: string | null = null) => ({
  status,
  scheduledAt,
  note,
});

describe('the inspection decider', () => {
  it('records a request as it was made', () => {
    given([])
      .when(() => requestInspection(requested.data))
      .then([requested]);
  });

  it('schedules a request, moves a scheduled one, then completes or cancels it, with the admin’s note', () => {
    given([requested])
      .when((inspection) => changeInspectionStatus(inspection, to('scheduled', 'صباحًا', '2026-02-02T09:00:00.000Z')))
      .then([{ type: 'InspectionScheduled', data: { scheduledAt: '2026-02-02T09:00:00.000Z', note: 'صباحًا' } }]);
    given([requested, scheduled])
      .when((inspection) => changeInspectionStatus(inspection, to('scheduled', null, '2026-02-03T09:00:00.000Z')))
      .then([{ type: 'InspectionScheduled', data: { scheduledAt: '2026-02-03T09:00:00.000Z', note: null } }]);
    given([requested, scheduled])
      .when((inspection) => changeInspectionStatus(inspection, to('completed', 'سليمة')))
      .then([completed]);
    given([requested])
      .when((inspection) => changeInspectionStatus(inspection, to('cancelled')))
      .then([cancelled]);
  });

  it('refuses to complete what was never scheduled, and to move a finished or cancelled request', () => {
    given([requested])
      .when((inspection) => changeInspectionStatus(inspection, to('completed')))
      .thenThrows(InspectionTransitionRefused);
    for (const past of [
      [requested, scheduled, completed],
      [requested, cancelled],
    ]) {
      for (const status of ['scheduled', 'completed', 'cancelled'] as const) {
        given(past)
          .when((inspection) => changeInspectionStatus(inspection, to(status)))
          .thenThrows(InspectionTransitionRefused);
      }
    }
  });

  it('knows no request that was never made or was withdrawn with its account', () => {
    given([])
      .when((inspection) => changeInspectionStatus(inspection, to('scheduled')))
      .thenThrows(NotFound);
    given([requested, withdrawn])
      .when((inspection) => changeInspectionStatus(inspection, to('cancelled')))
      .thenThrows(NotFound);
  });
});
