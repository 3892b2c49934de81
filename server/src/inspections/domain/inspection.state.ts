import { Aggregate } from '../../event-store/aggregate';
import { RecordedEvent } from '../../event-store/event.types';
import { InspectionEvent, InspectionStatus, INSPECTION_STREAM } from './inspection.events';

export interface InspectionState {
  exists: boolean;
  withdrawn: boolean;
  requesterId: number;
  status: InspectionStatus;
}

export const initialInspectionState: InspectionState = { exists: false, withdrawn: false, requesterId: 0, status: 'requested' };

export function evolveInspection(state: InspectionState, recorded: RecordedEvent): InspectionState {
  const event = recorded as unknown as InspectionEvent;
  switch (event.type) {
    case 'InspectionRequested':
      return { ...state, exists: true, requesterId: event.data.requesterId, status: 'requested' };
    case 'InspectionScheduled':
      return { ...state, status: 'scheduled' };
    case 'InspectionCompleted':
      return { ...state, status: 'completed' };
    case 'InspectionCancelled':
      return { ...state, status: 'cancelled' };
    case 'InspectionWithdrawn':
      return { ...state, withdrawn: true };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** Where a request may go next: a finished or cancelled one stays as it is; a scheduled one may be moved. */
export const NEXT_STATUSES: Record<InspectionStatus, readonly InspectionStatus[]> = {
  requested: ['scheduled', 'cancelled'],
  scheduled: ['scheduled', 'completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** The inspection stream as commands and reactions load it. */
export const INSPECTION: Aggregate<InspectionState> = {
  streamType: INSPECTION_STREAM,
  initial: () => initialInspectionState,
  evolve: evolveInspection,
};
