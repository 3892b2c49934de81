/** Rooms of CONTRACT.md, in one place for the gateway and the reactions that push. */
export const ROOMS = {
  user: (id: number) => `user:${id}`,
  car: (id: number) => `car:${id}`,
  /** Every socket of one session (a token): closed when the session ends. Named by a digest of its hash. */
  session: (tokenHash: Buffer) => `session:${tokenHash.toString('hex').slice(0, 32)}`,
  admins: 'admins',
  auditors: 'auditors',
} as const;

// Event names and payloads are the contract shared with the client (shared/socket-contract.ts).
export { SOCKET_EVENTS } from '../../../shared/socket-contract';

/** The Redis channel prefix the adapter (servers) and the emitter (worker) share. */
export const socketChannelKey = (redisPrefix: string): string => `${redisPrefix}:socket.io`;
