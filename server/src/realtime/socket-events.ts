/** Rooms and event names of CONTRACT.md, in one place for the gateway and the dispatcher. */
export const ROOMS = {
  user: (id: number) => `user:${id}`,
  car: (id: number) => `car:${id}`,
  /** Every socket of one session (a token): closed when the session ends. Named by a digest of its hash. */
  session: (tokenHash: Buffer) => `session:${tokenHash.toString('hex').slice(0, 32)}`,
  admins: 'admins',
  auditors: 'auditors',
} as const;

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
} as const;

/** The Redis channel prefix the adapter (servers) and the emitter (worker) share. */
export const socketChannelKey = (redisPrefix: string): string => `${redisPrefix}:socket.io`;
