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

export const SOCKET_EVENTS = {
  auditEvent: 'audit.event',
  carListed: 'car.listed',
  carStatusChanged: 'car.status_changed',
  carUpdated: 'car.updated',
  messageReceived: 'message.received',
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
