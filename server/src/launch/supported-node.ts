/**
 * Imported first by every entry point (server, worker, launcher), before anything that loads a
 * native module: argon2's build for another Node line crashes the process without a word (on
 * Node 20 it segfaults). npm scripts run on the pinned `node` package (package.json), so this
 * only speaks when a file is started by hand with another Node.
 */
export const SUPPORTED_NODE_MAJOR = 26;

const major = Number(process.versions.node.split('.')[0]);
if (major !== SUPPORTED_NODE_MAJOR) {
  console.error(
    `Sayyara runs on Node.js ${SUPPORTED_NODE_MAJOR}, not ${process.versions.node}. ` +
      'Start it with npm (npm start, npm test), which uses the pinned Node.js of node_modules/.bin, ' +
      `or run this file with node_modules/.bin/node, or install Node.js ${SUPPORTED_NODE_MAJOR}.`,
  );
  process.exit(1);
}
