import type { Car, CarStatus } from '../domain/car';

// Payloads of the server's Socket.IO events (CONTRACT.md). `position` is the
// event's global position in the event log: it only grows, so it also tells
// us when an event was already applied.

export interface PositionedEvent {
  position: number;
}

export interface CarListedEvent extends PositionedEvent {
  car: Car;
}

export interface CarStatusChangedEvent extends PositionedEvent {
  id: number;
  status: CarStatus;
  previous: CarStatus;
}

export interface CarUpdatedEvent extends PositionedEvent {
  id: number;
  /**
   * 'price_indicator': a comparable listing changed this car's price indicator. Those pushes come
   * from their own subscription, so their position may be behind one already seen: refetch anyway.
   */
  reason?: 'price_indicator';
}

/** Every event appended to the log, pushed to auditors and admins. */
export interface AuditEventPushed extends PositionedEvent {
  event: {
    position: number;
    streamType: string;
    streamId: string;
    streamVersion: number;
    type: string;
    schemaVersion: number;
    data: unknown;
    metadata: { actorId: number | null; actorRole: string | null; correlationId: string; causationId?: string | null };
    recordedAt: string;
  };
}

/** A buyer wrote to the signed-in seller through a car page. */
export interface MessageReceivedEvent extends PositionedEvent {
  id: number;
  car_id: number;
}

/** store.status_changed / workshop.status_changed: 'removed' when deleted, previous null when just opened. */
export interface PlaceStatusChangedEvent extends PositionedEvent {
  id: number;
  status: 'pending' | 'active' | 'inactive' | 'rejected' | 'removed';
  previous: 'pending' | 'active' | 'inactive' | 'rejected' | null;
  reason: string | null;
  /** Workshops: whether the owner asked to be told (the dashboard's setting). */
  notify?: boolean;
}

export interface WorkshopReviewedEvent extends PositionedEvent {
  id: number;
  review_id: number;
  rating: number;
  notify: boolean;
}

export interface InspectionStatusChangedEvent extends PositionedEvent {
  id: number;
  status: 'requested' | 'scheduled' | 'completed' | 'cancelled';
  previous: 'requested' | 'scheduled' | 'completed' | 'cancelled';
  scheduled_at: string | null;
  note: string | null;
}

/** A message from the contact page reached the admins. */
export interface ContactReceivedEvent extends PositionedEvent {
  id: number;
  subject: string;
}

export const SOCKET_EVENTS = {
  auditEvent: 'audit.event',
  carListed: 'car.listed',
  carStatusChanged: 'car.status_changed',
  carUpdated: 'car.updated',
  messageReceived: 'message.received',
  storeStatusChanged: 'store.status_changed',
  workshopStatusChanged: 'workshop.status_changed',
  workshopReviewed: 'workshop.reviewed',
  inspectionRequested: 'inspection.requested',
  inspectionStatusChanged: 'inspection.status_changed',
  contactReceived: 'contact.received',
} as const;

/** Drops events at or below the last position seen by one subscriber (redeliveries after a reconnect). */
export function positionGate(): (event: PositionedEvent) => boolean {
  let last = -Infinity;
  return (event) => {
    if (typeof event.position !== 'number') return true;
    if (event.position <= last) return false;
    last = event.position;
    return true;
  };
}
