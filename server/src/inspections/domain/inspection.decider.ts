import { NotFound } from '../../shared/domain-error';
import { DomainError } from '../../shared/domain-error';
import { InspectionEvent, InspectionRequested } from './inspection.events';
import { InspectionState, NEXT_STATUSES } from './inspection.state';

/** A finished or cancelled request stays as it is (NEXT_STATUSES). */
export class InspectionTransitionRefused extends DomainError {
  constructor() {
    super('conflict', 'inspection.transition');
  }
}

export function requestInspection(data: InspectionRequested['data']): InspectionEvent[] {
  return [{ type: 'InspectionRequested', data }];
}

/** An admin (by the route's `@Roles('admin')`) moves a request along; the note goes with it. */
export function changeInspectionStatus(
  state: InspectionState,
  change: { status: 'scheduled' | 'completed' | 'cancelled'; scheduledAt: string | null; note: string | null },
): InspectionEvent[] {
  if (!state.exists || state.withdrawn) throw new NotFound();
  if (!NEXT_STATUSES[state.status].includes(change.status)) throw new InspectionTransitionRefused();
  const { note } = change;
  if (change.status === 'scheduled') return [{ type: 'InspectionScheduled', data: { scheduledAt: change.scheduledAt, note } }];
  if (change.status === 'completed') return [{ type: 'InspectionCompleted', data: { note } }];
  return [{ type: 'InspectionCancelled', data: { note } }];
}
