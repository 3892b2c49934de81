import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase } from '../support/databases';
import { LauncherProcess } from '../support/launcher-process';
import { freePort } from '../support/free-port';

/** Waits until `check` holds, or fails with `what` and the loop's output. */
async function until(loop: LauncherProcess, what: string, check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (loop.process.exitCode !== null) throw new Error(`npm run dev exited before ${what}:\n${loop.log}`);
    if (await check().catch(() => false)) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms:\n${loop.log}`);
}

const answers = async (url: string, containing?: string): Promise<boolean> => {
  const response = await fetch(url);
  return response.status === 200 && (containing === undefined || (await response.text()).includes(containing));
};

/**
 * `npm run dev` (issue 30, item 6): the server built and started, restarted when its build
 * changes, and the client served by Vite with hot reload, passing the API through to the server.
 * It builds into a folder of its own under node_modules/.cache (where the built server still finds
 * its packages), so the suite's dist/ is never rewritten under other tests.
 */
describe('the development loop', () => {
  const out = mkdtempSync(join(__dirname, '../../node_modules/.cache/sayyara-dev-'));
  let loop: LauncherProcess;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let clientPort: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    clientPort = await freePort();
    loop = await LauncherProcess.startDevLoop(database.url, out, clientPort);
  });
  afterAll(async () => {
    await loop.kill();
    await database.drop();
    rmSync(out, { recursive: true, force: true });
  });

  it('starts the server, serves the client with hot reload and restarts the server when its build changes', async () => {
    await until(loop, 'the server answering', () => answers(`${loop.url}/health`));
    const client = `http://localhost:${clientPort}`;
    // Vite's page carries its hot-reload client; /health reaches the server through Vite's proxy.
    await until(loop, 'the client answering', () => answers(`${client}/`, '/@vite/client'));
    await until(loop, 'the proxy answering', () => answers(`${client}/health`));

    const [first] = loop.pids('server');
    expect(first).toBeGreaterThan(0);
    // What swc's watch writes when a source is saved: a changed file in the build.
    writeFileSync(join(out, 'server/src/dev-loop-saved.js'), `// saved at ${Date.now()}\n`);
    await until(loop, 'a restarted server', async () => loop.pids('server').some((pid) => pid !== first));
    await until(loop, 'the restarted server answering', () => answers(`${loop.url}/health`));
  }, 300_000);
});
