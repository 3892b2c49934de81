import { RecordedEvent } from '../../event-store/event.types';
import { InspectionEvent, InspectionStatus } from './inspection.events';
import { evolveInspection, initialInspectionState, NEXT_STATUSES } from './inspection.state';

const fold = (events: InspectionEvent[]) =>
  events.map((e) => e as unknown as RecordedEvent).reduce(evolveInspection, initialInspectionState);

describe('inspection request state', () => {
  it('goes requested → scheduled → completed', () => {
    const requested: InspectionEvent = {
      type: 'InspectionRequested',
      data: {
        inspectionId: 1,
        requesterId: 9,
        car: {} as never,
        contact: { phone: '0944123456', city: 'دمشق', preferredDate: null },
      },
    };
    expect(fold([requested])).toMatchObject({ exists: true, requesterId: 9, status: 'requested' });
    const done = fold([
      requested,
      { type: 'InspectionScheduled', data: { scheduledAt: null, note: null } },
      { type: 'InspectionCompleted', data: { note: null } },
    ]);
    expect(done.status).toBe('completed');
  });

  it.each<[InspectionStatus, InspectionStatus, boolean]>([
    ['requested', 'scheduled', true],
    ['requested', 'cancelled', true],
    ['requested', 'completed', false],
    ['scheduled', 'scheduled', true],
    ['scheduled', 'completed', true],
    ['scheduled', 'cancelled', true],
    ['completed', 'cancelled', false],
    ['cancelled', 'scheduled', false],
  ])('from %s to %s is allowed: %s', (from, to, allowed) => {
    expect(NEXT_STATUSES[from].includes(to)).toBe(allowed);
  });
});
