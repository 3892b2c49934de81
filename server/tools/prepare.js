#!/usr/bin/env node
// Runs before `npm start` and `npm test` on a fresh clone: installs the npm packages from the
// lockfile when they are missing or stale; for `npm start` on a machine with no Redis, installs
// Debian's redis-server when run as root (the launcher starts it; otherwise it says how to get
// it); for tests makes sure Debian's Chromium is there.
// Plain Node with no dependencies, so it works before anything is installed.
'use strict';
const { execSync } = require('node:child_process');
const { existsSync, statSync } = require('node:fs');
const { connect } = require('node:net');
const { delimiter, join } = require('node:path');

const root = join(__dirname, '..', '..');
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });
const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

const installed = join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || mtime(join(root, 'package-lock.json')) > mtime(installed)) {
  console.log('[sayyara] installing npm packages from the lockfile…');
  // A fresh clone installs exactly the lockfile and never rewrites it (`npm ci`: the tracked tree
  // stays as cloned, and a lockfile out of step with package.json stops here). A stale
  // node_modules (the lockfile changed since) is brought up to date in place, which is quicker.
  run(existsSync(installed) ? 'npm install --no-audit --no-fund' : 'npm ci --no-audit --no-fund');
}

if (process.argv.includes('--browser')) {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.log("[sayyara] installing Debian's Chromium for the browser tests…");
    run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
  }
}

/** Whether something accepts connections on 127.0.0.1:port. */
const answers = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

const onPath = (name) =>
  [...(process.env.PATH || '').split(delimiter), '/usr/bin', '/usr/sbin'].some((dir) => existsSync(join(dir, name)));

async function ensureRedisServer() {
  // A configured Redis, one already running, or a redis-server to start: nothing to install.
  if (process.env.REDIS_URL || onPath('redis-server')) return;
  if (await answers(Number(process.env.REDIS_EMBEDDED_PORT || 6379))) return;
  if (process.getuid && process.getuid() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("[sayyara] installing Debian's redis-server (no Redis is running)…");
    run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server');
  }
}

if (!process.argv.includes('--browser')) {
  ensureRedisServer().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
