import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { SocketEvents } from './events';

/**
 * A stand-in for socket.io-client's socket: what the app's one connection (socket.ts) uses of it,
 * with `push` and `reconnect` to play the server's side.
 */
class FakeSocket {
  connected = true;
  active = true;
  readonly sent: Array<[string, unknown]> = [];
  private anyListener: (event: string, payload: unknown) => void = () => undefined;
  private readonly listeners = new Map<string, Array<(arg?: unknown) => void>>();

  onAny(listener: (event: string, payload: unknown) => void) {
    this.anyListener = listener;
  }
  on(event: string, listener: (arg?: unknown) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: string, payload: unknown) {
    this.sent.push([event, payload]);
  }
  disconnect() {
    this.connected = false;
  }
  push<Name extends keyof SocketEvents>(event: Name, payload: SocketEvents[Name]) {
    this.anyListener(event, payload);
  }
  reconnect() {
    this.listeners.get('connect')?.forEach((listener) => listener());
  }
}

const fake = new FakeSocket();
let followSocket: typeof import('./follow-socket').followSocket;
let closeSocket: () => void;

/** A cache entry's lifecycle whose load and removal the test decides. */
function cacheEntry() {
  let loaded!: () => void;
  let failed!: () => void;
  let removed!: () => void;
  return {
    lifecycle: {
      cacheDataLoaded: new Promise<void>((resolve, reject) => {
        loaded = resolve;
        failed = () => reject(new Error('removed before its first load'));
      }),
      cacheEntryRemoved: new Promise<void>((resolve) => (removed = resolve)),
    },
    load: () => loaded(),
    fail: () => failed(),
    remove: () => removed(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const updated = (position: number, id = 7) => ({ position, id });

beforeAll(async () => {
  // socket.ts schedules its retries on `window`; the unit project runs in Node.
  Object.assign(globalThis, { window: globalThis });
  jest.doMock('socket.io-client', () => ({ io: () => fake }));
  const socket = await import('./socket');
  ({ followSocket } = await import('./follow-socket'));
  closeSocket = socket.closeSocket;
  await socket.openSocket('token');
});
afterAll(() => closeSocket());

describe('followSocket', () => {
  it('hears pushes only once the data has loaded, and no more once the entry is removed', async () => {
    const heard: number[] = [];
    const entry = cacheEntry();
    const following = followSocket(entry.lifecycle, { on: { 'car.updated': (event) => heard.push(event.position) } });
    fake.push('car.updated', updated(1));
    entry.load();
    await settle();
    fake.push('car.updated', updated(2));
    entry.remove();
    await following;
    fake.push('car.updated', updated(3));
    expect(heard).toEqual([2]);
  });

  it('gives every handler one position gate, which drops what the entry already applied', async () => {
    const applied: string[] = [];
    const entry = cacheEntry();
    const following = followSocket(entry.lifecycle, {
      on: {
        'car.updated': (event, isNew) => isNew(event) && applied.push(`updated ${event.position}`),
        'car.status_changed': (event, isNew) => isNew(event) && applied.push(`${event.status} ${event.position}`),
      },
    });
    entry.load();
    await settle();
    fake.push('car.updated', updated(10));
    fake.push('car.status_changed', { position: 11, id: 7, status: 'removed', previous: 'active', reason: null });
    fake.push('car.updated', updated(10)); // redelivered after a reconnection
    fake.push('car.updated', updated(12));
    entry.remove();
    await following;
    expect(applied).toEqual(['updated 10', 'removed 11', 'updated 12']);
  });

  it('calls `reconnected` on every reconnection while the entry lives, and start/stop around it', async () => {
    const calls: string[] = [];
    const entry = cacheEntry();
    const following = followSocket(entry.lifecycle, {
      on: {},
      reconnected: () => calls.push('reconnected'),
      start: () => calls.push('start'),
      stop: () => calls.push('stop'),
    });
    fake.reconnect(); // before the data: the load itself is fresh
    entry.load();
    await settle();
    fake.reconnect();
    fake.reconnect();
    entry.remove();
    await following;
    fake.reconnect();
    expect(calls).toEqual(['start', 'reconnected', 'reconnected', 'stop']);
  });

  it('does nothing for an entry removed before its first load', async () => {
    const calls: string[] = [];
    const entry = cacheEntry();
    const following = followSocket(entry.lifecycle, {
      on: { 'car.updated': () => calls.push('pushed') },
      reconnected: () => calls.push('reconnected'),
      start: () => calls.push('start'),
    });
    entry.fail();
    await following;
    fake.push('car.updated', updated(20));
    fake.reconnect();
    expect(calls).toEqual([]);
  });
});
