#!/usr/bin/env node
// `npm run dev`: the development loop on `npm start`'s defaults (its own PostgreSQL, Redis and S3
// where none answers, data under data/). swc rebuilds the server's changed files into dist/ as
// they are saved and Node restarts the launcher (server and worker) on each rebuild; Vite serves
// the client with hot reload on http://localhost:5173, passing the API, sockets and media to the
// server. Ctrl-C stops everything. Plain Node, like prepare.js.
// SAYYARA_DEV_OUT (default dist) is where the server is built and run from, and
// SAYYARA_DEV_CLIENT_PORT (default 5173) the client's port: the dev-loop test runs a loop of its
// own beside the suite's build.
'use strict';
const { execFileSync, spawn } = require('node:child_process');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const sources = ['server/src', 'shared', 'migrations'];
const out = process.env.SAYYARA_DEV_OUT ?? 'dist';
const clientPort = process.env.SAYYARA_DEV_CLIENT_PORT;

// One full build first, so the launcher starts on a complete dist/.
execFileSync(bin('swc'), [...sources, '-d', out, '--quiet'], { cwd: root, stdio: 'inherit' });

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };
const children = [
  spawn(bin('swc'), [...sources, '-d', out, '--quiet', '--watch'], { cwd: root, stdio: 'inherit', env }),
  spawn(
    process.execPath,
    [
      ...sources.map((source) => `--watch-path=${join(out, source)}`),
      '--watch-preserve-output',
      join(out, 'server/src/launcher.js'),
    ],
    // The client comes from Vite here: no built client, and no server rendering of one.
    { cwd: root, stdio: 'inherit', env: { ...env, SERVER_RENDER_BUDGET_MS: '0' } },
  ),
  spawn(bin('vite'), ['--config', 'client/vite.config.mts', ...(clientPort ? ['--port', clientPort, '--strictPort'] : [])], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
];

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[sayyara] ${child.spawnargs.slice(0, 2).join(' ')} exited (${code}): stopping`);
      stop('SIGTERM');
    }
    if (children.every((each) => each.exitCode !== null || each.signalCode !== null)) process.exit(stopping ? 0 : 1);
  });
}
