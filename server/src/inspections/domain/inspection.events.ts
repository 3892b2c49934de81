import { CarDetails } from '../../cars/domain/car.events';
import { NewEvent } from '../../event-store/event.types';

export const INSPECTION_STREAM = 'inspection';

/** requested → scheduled → completed, or cancelled before it is done (CONTRACT.md). */
export const INSPECTION_STATUSES = ['requested', 'scheduled', 'completed', 'cancelled'] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

export interface InspectionContact {
  phone: string;
  city: string;
  /** YYYY-MM-DD, the day the owner would like the inspection. */
  preferredDate: string | null;
}

export type InspectionRequested = NewEvent<
  'InspectionRequested',
  { inspectionId: number; requesterId: number; car: CarDetails; contact: InspectionContact }
>;
/** An admin gives (or moves) the appointment. */
export type InspectionScheduled = NewEvent<'InspectionScheduled', { scheduledAt: string | null; note: string | null }>;
export type InspectionCompleted = NewEvent<'InspectionCompleted', { note: string | null }>;
export type InspectionCancelled = NewEvent<'InspectionCancelled', { note: string | null }>;
/** The requester's account was deleted: the request and its contact details go. */
export type InspectionWithdrawn = NewEvent<'InspectionWithdrawn', { reason: 'account_deleted' }>;

export type InspectionEvent =
  InspectionRequested | InspectionScheduled | InspectionCompleted | InspectionCancelled | InspectionWithdrawn;

export type InspectionEventType = InspectionEvent['type'];
