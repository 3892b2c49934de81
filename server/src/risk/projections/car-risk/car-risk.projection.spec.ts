import { projectionSpec, SPEC_START } from '../../../event-store/projection-specification';
import { CarRiskEvent, RiskFlag } from '../../domain/risk.events';
import { CarRiskProjection } from './car-risk.projection';

const given = projectionSpec(new CarRiskProjection(), { streamType: 'car-risk', streamId: '5' });
const at = (position: number) => new Date(SPEC_START.getTime() + position * 1000).toISOString();

const flag = { code: 'contact_in_text', reason: 'رقم هاتف في الوصف' } as RiskFlag;
const assessed = (flags: RiskFlag[], score: number): CarRiskEvent => ({
  type: 'CarRiskAssessed',
  data: { carId: 5, flags, score },
});

describe("a car's risk, as a fold of its assessments", () => {
  it('records the first assessment', () => {
    given([])
      .when(assessed([flag], 3))
      .then({ car_risk: [{ car_id: 5, flags: [flag], score: 3, assessed_at: at(1), position: 1 }] });
  });

  it('keeps the latest, a cleared one too', () => {
    given([assessed([flag], 3)])
      .when(assessed([], 0))
      .then({ car_risk: [{ car_id: 5, flags: [], score: 0, assessed_at: at(2), position: 2 }] });
  });

  it("keeps each car's own", () => {
    given([assessed([flag], 3)])
      .when({ ...assessed([], 0), streamId: '6', data: { carId: 6, flags: [], score: 0 } })
      .then({ car_risk: [expect.objectContaining({ car_id: 5, score: 3 }), expect.objectContaining({ car_id: 6, score: 0 })] });
  });
});
