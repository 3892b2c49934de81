/**
 * The Socket.IO pushes of CONTRACT.md, written once: the server's reactions emit them through an
 * emitter typed by `SocketEvents`, and the client's handlers receive them typed by the same map.
 * Adding a push is one entry in `SOCKET_EVENTS` and one in `SocketEvents`.
 *
 * Every payload carries `position`, the event's global position in the log: it only grows, so a
 * client can drop a push it has already applied (pushes are at least once).
 *
 * Imported by the server (built to dist/shared) and, for its types only, by the client.
 */

export const SOCKET_EVENTS = {
  carListed: 'car.listed',
  carStatusChanged: 'car.status_changed',
  carUpdated: 'car.updated',
  storeStatusChanged: 'store.status_changed',
  workshopStatusChanged: 'workshop.status_changed',
  /** A new review of the owner's workshop (rating and count change). */
  workshopReviewed: 'workshop.reviewed',
  /** A new warranty inspection request, for the admins' list. */
  inspectionRequested: 'inspection.requested',
  /** An admin moved a request along: its requester and the admins follow it. */
  inspectionStatusChanged: 'inspection.status_changed',
  messageReceived: 'message.received',
  contactReceived: 'contact.received',
  auditEvent: 'audit.event',
  /** The risk flags of a listing awaiting review, or of a published one its owner revised, changed: for the admins' moderation page. */
  carRiskAssessed: 'car.risk_assessed',
  /** Something for one user's bell (a saved search matched a car): to that user only. */
  notificationCreated: 'notification.created',
} as const satisfies Record<string, SocketEventName>;

export interface Positioned {
  position: number;
}

export type CarStatus = 'pending' | 'active' | 'rejected' | 'expired';
export type PlaceStatus = 'pending' | 'active' | 'inactive' | 'rejected';
export type InspectionStatus = 'requested' | 'scheduled' | 'completed' | 'cancelled';

/** car.status_changed: 'removed' when the car was deleted. */
export interface CarStatusChanged extends Positioned {
  id: number;
  status: CarStatus | 'removed';
  previous: CarStatus;
  /** The admin's reason on a rejection, otherwise null. */
  reason: string | null;
}

export interface CarUpdated extends Positioned {
  id: number;
  /**
   * 'price_indicator': a comparable listing changed this car's price indicator. Those pushes come
   * from their own subscription, so their position may be behind one already seen: refetch anyway.
   */
  reason?: 'price_indicator';
}

/** One reason to look closer at a listing (a phone in its text, a photo seen before…), in Arabic. */
export interface RiskFlag {
  code: 'contact_in_text' | 'stolen_photo' | 'duplicate_listing' | 'price_too_low' | 'new_account_burst';
  reason: string;
  /** The other listings involved (a photo seen before). */
  car_ids?: number[];
}

/** car.risk_assessed: a pending or published listing's flags now (none: cleared) and their weight, the queue's order. */
export interface CarRiskAssessed extends Positioned {
  id: number;
  score: number;
  flags: RiskFlag[];
  /** The listing's status when assessed: 'pending' (the queue) or 'active' (the published listings' view). */
  listing_status: 'pending' | 'active';
}

/** store.status_changed / workshop.status_changed: 'removed' when deleted, previous null when just opened. */
export interface PlaceStatusChanged extends Positioned {
  id: number;
  status: PlaceStatus | 'removed';
  previous: PlaceStatus | null;
  reason: string | null;
}

export interface WorkshopStatusChanged extends PlaceStatusChanged {
  /** Whether the owner asked to be told (the workshop dashboard's setting). */
  notify: boolean;
}

export interface WorkshopReviewed extends Positioned {
  id: number;
  review_id: number;
  rating: number;
  notify: boolean;
}

export interface InspectionStatusChanged extends Positioned {
  id: number;
  status: InspectionStatus;
  previous: InspectionStatus;
  scheduled_at: string | null;
  note: string | null;
}

/** A buyer wrote to the signed-in seller through a car or part page. */
export interface MessageReceived extends Positioned {
  id: number;
  car_id: number | null;
  part_id: number | null;
}

/** A message from the contact page reached the admins. */
export interface ContactReceived extends Positioned {
  id: number;
  subject: string;
}

/** A notification for the signed-in user, as GET /api/notifications lists it, with the new unread count. */
export interface NotificationCreated extends Positioned {
  id: number;
  /** 'saved_search_match': a car that became active matches one of the user's saved searches. */
  kind: 'saved_search_match';
  title: string;
  body: string;
  /** Where the notification leads in the client (`/car/123`, the client's car page). */
  link: string;
  car_id: number | null;
  saved_search_id: number | null;
  created_at: string;
  /** The user's unread notifications after this one. */
  unread: number;
}

/** An event of the log as JSON (the server's RecordedEvent, its date as an ISO string). */
export interface PushedRecordedEvent {
  position: number;
  streamType: string;
  streamId: string;
  streamVersion: number;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: { actorId: number | null; actorRole: string | null; correlationId: string; causationId?: string | null };
  recordedAt: string;
  transactionId: string;
}

/** Every event appended to the log, pushed to auditors. */
export interface AuditEventPushed extends Positioned {
  event: PushedRecordedEvent;
}

/**
 * Event name → payload. `Car` is the car body of GET /api/cars/{id} as each side declares it (the
 * HTTP contract's type, not the socket's): car.listed carries the whole car.
 */
export interface SocketEvents<Car = unknown> {
  'car.listed': Positioned & { car: Car };
  'car.status_changed': CarStatusChanged;
  'car.updated': CarUpdated;
  'car.risk_assessed': CarRiskAssessed;
  'store.status_changed': PlaceStatusChanged;
  'workshop.status_changed': WorkshopStatusChanged;
  'workshop.reviewed': WorkshopReviewed;
  'inspection.requested': Positioned & { id: number };
  'inspection.status_changed': InspectionStatusChanged;
  'message.received': MessageReceived;
  'contact.received': ContactReceived;
  'audit.event': AuditEventPushed;
  'notification.created': NotificationCreated;
}

export type SocketEventName = keyof SocketEvents;

/** The listener map Socket.IO's typed emitters take (`Emitter<SocketEmitMap<Car>>`). */
export type SocketEmitMap<Car = unknown> = { [Name in SocketEventName]: (payload: SocketEvents<Car>[Name]) => void };
