import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { EventProjection, Projection } from '../../../event-store/projection';
import { CAR_RISK_EVENT_TYPES, CarRiskEvent } from '../../domain/risk.events';

/** projections.car_risk: each car's latest recorded risk flags and their weight, for the queue. */
@Injectable()
@EventProjection()
export class CarRiskProjection implements Projection {
  readonly tables = ['car_risk'];
  readonly handles = CAR_RISK_EVENT_TYPES;

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as CarRiskEvent;
    await m.query(
      `INSERT INTO car_risk (car_id, flags, score, assessed_at, position) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (car_id) DO UPDATE SET flags = EXCLUDED.flags, score = EXCLUDED.score,
         assessed_at = EXCLUDED.assessed_at, position = EXCLUDED.position
       WHERE car_risk.position < EXCLUDED.position`,
      [event.data.carId, JSON.stringify(event.data.flags), event.data.score, recorded.recordedAt, recorded.position],
    );
  }
}
