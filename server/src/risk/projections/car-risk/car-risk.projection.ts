import { Injectable } from '@nestjs/common';
import { eventTypes, oneRowPerStream, Recorded } from '../../../event-store/batch/stream-fold';
import { FoldedProjection } from '../../../event-store/folded-projection';
import { EventProjection } from '../../../event-store/projection';
import type { RiskFlag } from '../../domain/risk.events';
import { CarRiskEvent } from '../../domain/risk.events';

export type CarRiskRow = { car_id: number; flags: RiskFlag[]; score: number; assessed_at: string; position: number };

/** The latest assessment wins; an older one (a repeated or late event) changes nothing. */
export function evolveCarRisk(row: CarRiskRow | undefined, event: Recorded<CarRiskEvent>): CarRiskRow | undefined {
  if (row && row.position >= event.position) return row;
  const { carId, flags, score } = event.data;
  return { car_id: carId, flags, score, assessed_at: new Date(event.recordedAt).toISOString(), position: event.position };
}

/** projections.car_risk: each car's latest recorded risk flags and their weight, for the queue (a pure fold). */
@Injectable()
@EventProjection()
export class CarRiskProjection extends FoldedProjection<CarRiskEvent> {
  readonly tables = ['car_risk'];
  readonly handles = eventTypes<CarRiskEvent>({ CarRiskAssessed: true });
  readonly folds = [
    oneRowPerStream<CarRiskRow, CarRiskEvent>({ table: 'car_risk', key: 'car_id', keyType: 'integer' }, evolveCarRisk),
  ];
}
