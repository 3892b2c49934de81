import type { Socket } from 'socket.io-client';
import type { SocketEventName, SocketEvents } from './events';

// One Socket.IO connection for the whole app, opened while a token exists.
// Handlers live in a registry rather than on the socket itself, so a cache entry
// that subscribed before login (or before the client library finished loading)
// keeps receiving events from every socket created later.

type Handler = (payload: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
const connectListeners = new Set<() => void>();

let socket: Socket | null = null;
let wantedToken: string | null = null;
let retryTimer: number | undefined;

export async function openSocket(token: string): Promise<void> {
  if (wantedToken === token) return;
  closeSocket();
  wantedToken = token;
  // Loaded on demand: visitors who never sign in never download the client library.
  const { io } = await import('socket.io-client');
  if (wantedToken !== token) return; // signed out or switched accounts while loading

  // WebSocket first: long-polling would need sticky sessions across server processes.
  const created = io({ path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] });
  let attempts = 0;
  created.onAny((event: string, payload: unknown) => {
    handlers.get(event)?.forEach((handler) => handler(payload));
  });
  created.on('connect', () => {
    attempts = 0;
    connectListeners.forEach((listener) => listener());
  });
  // socket.io gives up after a refusal by the server's handshake check. A refused
  // token ends the session through the HTTP 401 path; any other refusal (e.g. a
  // dependency briefly down) is retried with backoff.
  created.on('connect_error', (error: Error) => {
    if (created.active || error.message === 'unauthorized') return;
    attempts += 1;
    retryTimer = window.setTimeout(() => created.connect(), Math.min(30_000, 1_000 * 2 ** attempts));
  });
  socket = created;
}

export function closeSocket(): void {
  wantedToken = null;
  window.clearTimeout(retryTimer);
  socket?.disconnect();
  socket = null;
}

/** Sends a message if connected; callers re-send what matters from onSocketConnect. */
export function sendSocket(event: string, payload: unknown): void {
  if (socket?.connected) socket.emit(event, payload);
}

/**
 * Subscribe to one server event; returns the unsubscribe function. Cache entries use
 * `followSocket` (follow-socket.ts), which also unsubscribes and refetches on reconnection.
 */
export function onSocketEvent<Name extends SocketEventName>(
  event: Name,
  handler: (payload: SocketEvents[Name]) => void,
): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  const entry = handler as Handler;
  set.add(entry);
  return () => {
    set.delete(entry);
  };
}

/**
 * Called on every (re)connection. Events sent while we were disconnected are
 * lost, so whoever shows live data refetches it here. Subscribe only after the
 * data has loaded: then any connect you hear about may have missed something.
 */
export function onSocketConnect(listener: () => void): () => void {
  connectListeners.add(listener);
  return () => {
    connectListeners.delete(listener);
  };
}
