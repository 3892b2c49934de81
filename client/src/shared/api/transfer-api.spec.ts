import { beforeEach, describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import type { User } from '../domain/user';
import { sessionReducer, sessionSynced, type SessionState } from '../session/session-slice';
import { baseApi } from './base-api';
import { sendMultipart, type UploadArgs } from './transfer-api';

/** A stand-in for the browser's XMLHttpRequest: the test answers each request it records. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const session = (token: string | null): SessionState => ({
  token,
  role: token ? 'user' : null,
  userId: token ? 5 : null,
  workshopId: null,
  user: null as User | null,
  expired: false,
});

function storeSignedInAs(token: string | null) {
  return configureStore({
    reducer: { session: sessionReducer, [baseApi.reducerPath]: baseApi.reducer },
    preloadedState: { session: session(token) },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

// A typed upload mutation as the resources declare theirs (shared/places/place-form-api.ts).
const { uploadForm } = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadForm: build.mutation<unknown, UploadArgs>({ queryFn: (args, api) => sendMultipart(args, api) }),
  }),
}).endpoints;

const errorStatusOf = (result: { error?: unknown }) => (result.error as { status?: unknown } | undefined)?.status;

const nextRequest = async () => {
  for (let i = 0; i < 100 && FakeXhr.sent.length === 0; i += 1) await new Promise((resolve) => setImmediate(resolve));
  return FakeXhr.sent.shift()!;
};

beforeEach(() => {
  FakeXhr.sent = [];
  Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
});

describe('a typed upload (sendMultipart)', () => {
  it('sends the form with the session token, reports progress and answers with the body', async () => {
    const store = storeSignedInAs('token-a');
    const ticks: number[] = [];
    const pending = store.dispatch(
      uploadForm.initiate({ url: '/api/stores', body: new FormData(), onProgress: (p) => ticks.push(p.loaded) }),
    );
    const request = await nextRequest();
    expect([request.method, request.url, request.headers.Authorization]).toEqual(['POST', '/api/stores', 'Bearer token-a']);
    request.upload.onprogress?.({ lengthComputable: true, loaded: 512, total: 1024 });
    request.answer(201, { data: { id: 3 } });
    expect((await pending).data).toEqual({ data: { id: 3 } });
    expect(ticks).toEqual([512]);
  });

  it('ends the session on a 401 that answered the current token', async () => {
    const store = storeSignedInAs('token-a');
    const pending = store.dispatch(uploadForm.initiate({ url: '/api/stores', body: new FormData() }));
    (await nextRequest()).answer(401, { message: 'غير مصرح' });
    expect(errorStatusOf(await pending)).toBe(401);
    expect(store.getState().session).toMatchObject({ token: null, expired: true });
  });

  it('keeps a newer session when a 401 answers the token it replaced', async () => {
    const store = storeSignedInAs('token-a');
    const pending = store.dispatch(uploadForm.initiate({ url: '/api/stores', body: new FormData() }));
    const request = await nextRequest();
    store.dispatch(sessionSynced({ token: 'token-b', role: 'user', userId: 6, workshopId: null }));
    request.answer(401, { message: 'غير مصرح' });
    await pending;
    expect(store.getState().session).toMatchObject({ token: 'token-b', expired: false });
  });

  it('reports a dropped line as a network error without touching the session', async () => {
    const store = storeSignedInAs('token-a');
    const pending = store.dispatch(uploadForm.initiate({ url: '/api/stores', body: new FormData() }));
    (await nextRequest()).onerror?.();
    expect(errorStatusOf(await pending)).toBe('FETCH_ERROR');
    expect(store.getState().session).toMatchObject({ token: 'token-a', expired: false });
  });
});
