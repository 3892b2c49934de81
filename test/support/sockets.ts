import { io, Socket } from 'socket.io-client';
import { PATIENCE_MS } from './fixtures';

/** A Socket.IO client as the browser opens it: bearer token in the handshake, websocket only. */
export function openSocket(url: string, token?: string): Socket {
  return io(url, {
    path: '/socket.io',
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
}

/** Resolves once connected; rejects with the server's reason on connect_error. */
export function connected(socket: Socket, timeoutMs = PATIENCE_MS): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket did not connect in time')), timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** The connect_error a refused handshake gets (and checks the socket never connected). */
export function refusal(socket: Socket, timeoutMs = PATIENCE_MS): Promise<Error> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket was neither refused nor connected in time')), timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      reject(new Error('socket connected but should have been refused'));
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      resolve(error);
    });
  });
}

/**
 * Everything a socket receives, by event name, from the moment it is made: a push that arrives
 * before the test starts waiting is not lost, and a test can assert that nothing arrived.
 */
export class Inbox {
  readonly received: Array<{ event: string; payload: any }> = [];

  constructor(readonly socket: Socket) {
    socket.onAny((event: string, payload: unknown) => this.received.push({ event, payload }));
  }

  of(event: string): any[] {
    return this.received.filter((r) => r.event === event).map((r) => r.payload);
  }

  /** The first `event` whose payload satisfies `match`, waiting up to `timeoutMs`. */
  async next(event: string, match: (payload: any) => boolean = () => true, timeoutMs = PATIENCE_MS): Promise<any> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.of(event).find(match);
      if (found !== undefined) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(
      `no ${event} matching within ${timeoutMs} ms; received: ${JSON.stringify(this.received.map((r) => r.event))}`,
    );
  }
}
