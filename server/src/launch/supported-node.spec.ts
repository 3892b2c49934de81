import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_NODE_MAJOR } from './supported-node';

/** What package.json declares is what runs: engines, the pinned Node binary and its types are one line. */
describe('the supported Node.js line', () => {
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
    engines: { node: string };
    devDependencies: Record<string, string>;
  };

  it('is the line of the pinned node package, of engines and of @types/node', () => {
    expect(Number(manifest.devDependencies.node.split('.')[0])).toBe(SUPPORTED_NODE_MAJOR);
    expect(manifest.engines.node).toBe(`^${manifest.devDependencies.node}`);
    expect(Number(manifest.devDependencies['@types/node'].split('.')[0])).toBe(SUPPORTED_NODE_MAJOR);
    expect(Number(process.versions.node.split('.')[0])).toBe(SUPPORTED_NODE_MAJOR);
  });

  it('stops another Node.js with a message that says what to do', () => {
    // The system Node (Debian's), when it is of another line: what a user gets running a file by hand.
    const other = spawnSync('/usr/bin/node', ['--version'], { encoding: 'utf8' });
    if (other.status !== 0 || Number(other.stdout.slice(1).split('.')[0]) === SUPPORTED_NODE_MAJOR) return;
    const result = spawnSync('/usr/bin/node', ['-r', '@swc-node/register', join(__dirname, 'supported-node.ts')], {
      encoding: 'utf8',
      env: { ...process.env, SWCRC: 'true' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Sayyara runs on Node.js ${SUPPORTED_NODE_MAJOR}, not ${other.stdout.trim().slice(1)}`);
  });
});
