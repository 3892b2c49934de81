import type { SocketEvents as Contract, Positioned } from '../../../../shared/socket-contract';
import type { Car } from '../domain/car';

// The payloads of the server's Socket.IO events are the contract the server emits with
// (shared/socket-contract.ts, CONTRACT.md); only their types come into the client's bundle.
export type {
  AuditEventPushed,
  PlaceStatusChanged,
  Positioned,
  SocketEventName,
  WorkshopReviewed,
  WorkshopStatusChanged,
} from '../../../../shared/socket-contract';

/** Event name → payload as the client reads it: car.listed carries the API's car. */
export type SocketEvents = Contract<Car>;

/**
 * Drops events at or below the last position seen by one subscriber (redeliveries after a
 * reconnect). `position` is the event's global position in the log: it only grows.
 */
export function positionGate(): (event: Positioned) => boolean {
  let last = -Infinity;
  return (event) => {
    if (typeof event.position !== 'number') return true;
    if (event.position <= last) return false;
    last = event.position;
    return true;
  };
}
