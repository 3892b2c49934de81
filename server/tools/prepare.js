#!/usr/bin/env node
// Runs before `npm start` and `npm test` on a fresh clone: installs the npm packages from the
// lockfile when they are missing or stale, and for tests makes sure Debian's Chromium is there.
// Plain Node with no dependencies, so it works before anything is installed.
'use strict';
const { execSync } = require('node:child_process');
const { existsSync, statSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });
const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

const installed = join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || mtime(join(root, 'package-lock.json')) > mtime(installed)) {
  console.log('[sayyara] installing npm packages from the lockfile…');
  // `npm ci` refuses lockfiles that list other platforms' optional binaries on some registries.
  run('npm install --no-audit --no-fund');
}

if (process.argv.includes('--browser')) {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.log("[sayyara] installing Debian's Chromium for the browser tests…");
    run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
  }
}
