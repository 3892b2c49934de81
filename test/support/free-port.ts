import { createServer } from 'node:net';

/**
 * Ports this process has handed out. A port is free once its probe closes, so the kernel may offer
 * it again to the next probe: a test that took ports for its Redis and PostgreSQL, then started
 * the launcher on another, once got its Redis port for the server (EADDRINUSE).
 */
const handedOut = new Set<number>();

/** A free TCP port on loopback, never one this process was given before. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await probedPort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

/** A port the kernel finds free now. */
function probedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
