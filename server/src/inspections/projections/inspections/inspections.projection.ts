import { Injectable } from '@nestjs/common';
import { CarDetails } from '../../../cars/domain/car.events';
import { eventTypes, oneRowPerStream, Recorded } from '../../../event-store/batch/stream-fold';
import { FoldedProjection } from '../../../event-store/folded-projection';
import { EventProjection } from '../../../event-store/projection';
import { InspectionEvent } from '../../domain/inspection.events';

export type InspectionRow = {
  id: number;
  user_id: number;
  status: string;
  car: CarDetails;
  phone: string;
  city: string;
  preferred_date: string | null;
  scheduled_at?: string | null;
  admin_note?: string | null;
  created_at: string;
  updated_at: string;
  version: number;
};

/** A request's row after its event; each change is guarded by the stream version (applied twice, it changes nothing). */
export function evolveInspection(
  row: InspectionRow | undefined,
  event: Recorded<InspectionEvent>,
): InspectionRow | null | undefined {
  const at = new Date(event.recordedAt).toISOString();
  const version = event.streamVersion;
  if (event.type === 'InspectionRequested') {
    const { car, contact, requesterId } = event.data;
    return (
      row ?? {
        id: Number(event.streamId),
        user_id: requesterId,
        status: 'requested',
        car,
        phone: contact.phone,
        city: contact.city,
        preferred_date: contact.preferredDate,
        created_at: at,
        updated_at: at,
        version,
      }
    );
  }
  if (event.type === 'InspectionWithdrawn') return null;
  if (!row || row.version >= version) return row;
  const changed = { updated_at: at, version };
  switch (event.type) {
    case 'InspectionScheduled':
      return { ...row, ...changed, status: 'scheduled', scheduled_at: event.data.scheduledAt, admin_note: event.data.note };
    case 'InspectionCompleted':
      return { ...row, ...changed, status: 'completed', admin_note: event.data.note ?? row.admin_note ?? null };
    case 'InspectionCancelled':
      return { ...row, ...changed, status: 'cancelled', admin_note: event.data.note ?? row.admin_note ?? null };
  }
}

/** projections.inspections: each warranty inspection request, its car, contact and status (a pure fold). */
@Injectable()
@EventProjection()
export class InspectionsProjection extends FoldedProjection<InspectionEvent> {
  readonly tables = ['inspections'];
  readonly handles = eventTypes<InspectionEvent>({
    InspectionRequested: true,
    InspectionScheduled: true,
    InspectionCompleted: true,
    InspectionCancelled: true,
    InspectionWithdrawn: true,
  });
  readonly folds = [
    oneRowPerStream<InspectionRow, InspectionEvent>({ table: 'inspections', key: 'id', keyType: 'integer' }, evolveInspection),
  ];
}
