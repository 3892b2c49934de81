import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { EventProjection, Projection } from '../../../event-store/projection';
import { InspectionEvent, InspectionEventType } from '../../domain/inspection.events';

/** projections.inspections: each warranty inspection request, its car, contact and status. */
@Injectable()
@EventProjection()
export class InspectionsProjection implements Projection {
  readonly tables = ['inspections'];
  readonly handles: readonly InspectionEventType[] = [
    'InspectionRequested',
    'InspectionScheduled',
    'InspectionCompleted',
    'InspectionCancelled',
    'InspectionWithdrawn',
  ];

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as InspectionEvent;
    const id = Number(recorded.streamId);
    const at = recorded.recordedAt;
    const v = recorded.streamVersion;
    const update = (set: string, params: unknown[] = []) =>
      m.query(`UPDATE inspections SET ${set}, updated_at = $1, version = $2 WHERE id = $3 AND version < $2`, [
        at,
        v,
        id,
        ...params,
      ]);
    switch (event.type) {
      case 'InspectionRequested': {
        const { contact } = event.data;
        await m.query(
          `INSERT INTO inspections (id, user_id, status, car, phone, city, preferred_date, created_at, updated_at, version)
           VALUES ($1, $2, 'requested', $3::jsonb, $4, $5, $6, $7, $7, $8) ON CONFLICT (id) DO NOTHING`,
          [id, event.data.requesterId, JSON.stringify(event.data.car), contact.phone, contact.city, contact.preferredDate, at, v],
        );
        return;
      }
      case 'InspectionScheduled':
        await update(`status = 'scheduled', scheduled_at = $4, admin_note = $5`, [event.data.scheduledAt, event.data.note]);
        return;
      case 'InspectionCompleted':
        await update(`status = 'completed', admin_note = COALESCE($4, admin_note)`, [event.data.note]);
        return;
      case 'InspectionCancelled':
        await update(`status = 'cancelled', admin_note = COALESCE($4, admin_note)`, [event.data.note]);
        return;
      case 'InspectionWithdrawn':
        await m.query(`DELETE FROM inspections WHERE id = $1`, [id]);
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  }
}
