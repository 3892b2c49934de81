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

/** A message from the contact page reached the admins. */
export interface ContactReceivedEvent extends PositionedEvent {
  id: number;
  subject: string;
}

export const SOCKET_EVENTS = {
  carListed: 'car.listed',
  carStatusChanged: 'car.status_changed',
  carUpdated: 'car.updated',
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
