import { createTestDatabase } from '../support/databases';
import { eventually } from '../support/fixtures';
import { isAlive, LauncherProcess, portIsFree } from '../support/launcher-process';

/**
 * `npm start`'s launcher, as a real process with real children: a worker killed the way the
 * out-of-memory killer does it (SIGKILL) is restarted while the web server keeps answering; a
 * SIGTERM stops everything and frees the ports; a child that keeps crashing ends the launcher
 * with a non-zero code instead of leaving it hanging.
 */
describe('the launcher', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const launched: LauncherProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const launcher of launched) await launcher.kill();
    await database.drop();
  });

  async function launch(env: Record<string, string> = {}): Promise<LauncherProcess> {
    const launcher = await LauncherProcess.start(database.url, env);
    launched.push(launcher);
    await launcher.healthy();
    await eventually(async () => launcher.pids('server').length === 1 && launcher.pids('worker').length === 1);
    return launcher;
  }

  it('restarts a killed worker without touching the server, and stops cleanly on SIGTERM', async () => {
    const launcher = await launch({ RESTART_BACKOFF_MS: '200' });
    const [server] = launcher.pids('server');
    const [worker] = launcher.pids('worker');

    process.kill(worker, 'SIGKILL');
    await eventually(async () => launcher.pids('worker').length === 2, 30_000);
    expect(launcher.log).toMatch(/worker exited with signal SIGKILL; restarting it in \d+ ms/);
    expect(launcher.pids('server')).toEqual([server]);
    expect(isAlive(server)).toBe(true);
    expect((await fetch(`${launcher.url}/health`)).status).toBe(200);
    expect(isAlive(worker)).toBe(false);

    launcher.process.kill('SIGTERM');
    expect(await launcher.exited).toEqual({ code: 0, signal: null });
    const children = [server, ...launcher.pids('worker')];
    await eventually(async () => children.every((pid) => !isAlive(pid)));
    expect(await portIsFree(launcher.port)).toBe(true);
    expect(await portIsFree(launcher.s3Port)).toBe(true);
  });

  it('gives up with a non-zero code when a child keeps crashing, stopping the others', async () => {
    const launcher = await launch({ RESTART_LIMIT: '2', RESTART_BACKOFF_MS: '100' });
    const [server] = launcher.pids('server');

    for (let crash = 1; crash <= 3; crash++) {
      await eventually(async () => launcher.pids('worker').length === crash, 30_000);
      process.kill(launcher.pids('worker')[crash - 1], 'SIGKILL');
    }
    expect(await launcher.exited).toEqual({ code: 1, signal: null });
    expect(launcher.log).toMatch(/worker exited with signal SIGKILL and keeps crashing \(3 times\); stopping/);
    await eventually(async () => !isAlive(server));
    expect(await portIsFree(launcher.port)).toBe(true);
    expect(await portIsFree(launcher.s3Port)).toBe(true);
  });

  it('takes its children along when it is itself killed, so none keeps the ports', async () => {
    const launcher = await launch();
    const children = [...launcher.pids('server'), ...launcher.pids('worker')];

    launcher.process.kill('SIGKILL');
    await launcher.exited;
    await eventually(async () => children.every((pid) => !isAlive(pid)), 30_000);
    expect(await portIsFree(launcher.port)).toBe(true);
  });
});
