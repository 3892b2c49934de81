import { projectionSpec, SPEC_START } from '../../../event-store/projection-specification';
import { CarRiskEvent, RiskFlag } from '../../domain/risk.events';
import { CarRiskProjection } from './car-risk.projection';

const given = projectionSpec(new CarRiskProjection(), { streamType: 'car-risk', streamId: '5' });
const at = (position: number) => new Date(SPEC_START.getTime() + position * 1000).toISOString();

const flag = { code: 'contact_in_text', reason: 'رقم هاتف في الوصف' } as RiskFlag;
const otherFlag = { code: 'contact_in_text', reason: 'رقم هاتف آخر في الوصف' } as RiskFlag;
const assessed = (flags: RiskFlag[], score: number): CarRiskEvent => ({
  type: 'CarRiskAssessed',
  data: { carId: 5, flags, score },
});
const kept = (flags: RiskFlag[]): CarRiskEvent => ({
  type: 'CarRiskReviewed',
  data: { carId: 5, reviewedBy: 1, flagsSeen: flags.map(({ code, reason }) => ({ code, reason })) },
});
const approved = (flagsSeen: RiskFlag[] | undefined, automatic = false) => ({
  type: 'CarApproved',
  streamType: 'car',
  data: { expiresAt: at(100), automatic, ...(flagsSeen ? { flagsSeen } : {}) },
});
const unseen = { reviewed_flags: [], reviewed_by: null, reviewed_at: null };

describe("a car's risk, as a fold of its assessments", () => {
  it('records the first assessment, its flags not yet seen by an admin', () => {
    given([])
      .when(assessed([flag], 3))
      .then({
        car_risk: [{ car_id: 5, flags: [flag], score: 3, assessed_at: at(1), position: 1, ...unseen, unreviewed: true }],
      });
  });

  it('keeps the latest, a cleared one too', () => {
    given([assessed([flag], 3)])
      .when(assessed([], 0))
      .then({ car_risk: [{ car_id: 5, flags: [], score: 0, assessed_at: at(2), position: 2, ...unseen, unreviewed: false }] });
  });

  it("keeps each car's own", () => {
    given([assessed([flag], 3)])
      .when({ ...assessed([], 0), streamId: '6', data: { carId: 6, flags: [], score: 0 } })
      .then({ car_risk: [expect.objectContaining({ car_id: 5, score: 3 }), expect.objectContaining({ car_id: 6, score: 0 })] });
  });
});

describe("the flags an admin looked at, for the published listings' view", () => {
  it('counts the flags seen when approving, not an automatic approval', () => {
    given([assessed([flag], 3)])
      .when(approved([flag]))
      .then({ car_risk: [expect.objectContaining({ reviewed_flags: [flag], reviewed_at: at(2), unreviewed: false })] });
    given([assessed([flag], 3)])
      .when(approved(undefined, true))
      .then({ car_risk: [expect.objectContaining({ reviewed_flags: [], unreviewed: true })] });
  });

  it('marks no car that was never flagged', () => {
    given([]).when(approved([])).then({ car_risk: [] });
  });

  it('clears the listing once kept, and raises it again on a different flag', () => {
    given([assessed([flag], 3)])
      .when(kept([flag]))
      .then({
        car_risk: [expect.objectContaining({ reviewed_flags: [flag], reviewed_by: 1, reviewed_at: at(2), unreviewed: false })],
      });
    given([assessed([flag], 3), kept([flag])])
      .when(assessed([otherFlag], 3))
      .then({ car_risk: [expect.objectContaining({ flags: [otherFlag], reviewed_flags: [flag], unreviewed: true })] });
  });
});
