import type { Socket } from 'socket.io-client';
import { ResetTokens } from '../../server/src/password-reset/reset-tokens';
import { eventually, login, register, Session } from '../support/fixtures';
import { connected, openSocket } from '../support/sockets';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * A session that ends takes its live sockets with it: after logout, a password change (other
 * sessions) or a reset (every session), those sockets are closed by the server and receive
 * nothing more. The server also re-checks its sockets' sessions, for ends it was not told of.
 */
describe('sockets of ended sessions', () => {
  let app: TestApp;
  let api: StrictApi;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // The periodic check is far off here: these sockets must close because the session ended.
    app = await startTestApp({ worker: true, env: { SOCKET_SESSION_CHECK_SECONDS: '3600' } });
    api = new StrictApi(app.url);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app.close();
  });

  /** A connected socket that records whether, and why, it was disconnected. */
  async function socketOf(token: string): Promise<{ socket: Socket; closedBy: () => string | null }> {
    const socket = openSocket(app.url, token);
    sockets.push(socket);
    let reason: string | null = null;
    socket.on('disconnect', (why) => (reason = why));
    await connected(socket);
    return { socket, closedBy: () => reason };
  }

  async function twoSessions(): Promise<[Session, Session]> {
    const first = await register(api);
    return [first, await login(api, first.user.email, 'password123')];
  }

  it('closes the sockets of a session that logs out, and only those', async () => {
    const [first, second] = await twoSessions();
    const leaving = await socketOf(first.token);
    const staying = await socketOf(second.token);

    expect((await api.as(first.token).post('/auth/logout')).status).toBe(200);
    await eventually(async () => leaving.closedBy() === 'io server disconnect');
    expect(staying.socket.connected).toBe(true);
  });

  it('closes the other sessions’ sockets on a password change, keeping the one that changed it', async () => {
    const [first, second] = await twoSessions();
    const current = await socketOf(first.token);
    const other = await socketOf(second.token);

    const changed = await api.as(first.token).put('/api/me/password', {
      current_password: 'password123',
      password: 'another-password',
      password_confirmation: 'another-password',
    });
    expect(changed.status).toBe(200);
    await eventually(async () => other.closedBy() === 'io server disconnect');
    expect(current.socket.connected).toBe(true);
  });

  it('closes every socket of the account on a password reset', async () => {
    const [first, second] = await twoSessions();
    const a = await socketOf(first.token);
    const b = await socketOf(second.token);

    const token = await app.server.get(ResetTokens).issue(first.user.id);
    const reset = await api.post('/auth/reset-password', {
      token,
      password: 'brand-new-password',
      password_confirmation: 'brand-new-password',
    });
    expect(reset.status).toBe(200);
    await eventually(async () => a.closedBy() === 'io server disconnect' && b.closedBy() === 'io server disconnect');
  });

  it('closes a socket whose session ended without the server being told', async () => {
    const checking = await startTestApp({ env: { SOCKET_SESSION_CHECK_SECONDS: '1' } });
    try {
      const session = await register(new StrictApi(checking.url));
      const socket = openSocket(checking.url, session.token);
      sockets.push(socket);
      let reason: string | null = null;
      socket.on('disconnect', (why) => (reason = why));
      await connected(socket);
      await checking.dataSource.query(`UPDATE public.auth_tokens SET revoked_at = now() WHERE user_id = $1`, [session.user.id]);
      await eventually(async () => reason === 'io server disconnect');
    } finally {
      await checking.close();
    }
  });
});
