#!/usr/bin/env node
// The project runs on Node 24 LTS or newer. On Linux `npm ci` installs it as an optional package that links
// node_modules/.bin/node, which every npm script, npx call and `#!/usr/bin/env node` script picks up.
export const MINIMUM_NODE_MAJOR = 24;

/** Null when this Node is new enough, otherwise the one-line explanation to print. */
export function nodeVersionProblem(version = process.versions.node) {
  const major = Number(version.split('.')[0]);
  if (major >= MINIMUM_NODE_MAJOR) return null;
  return `Node ${version} is too old: this project needs Node ${MINIMUM_NODE_MAJOR} or newer. Run it through npm (npm start, npm test, npx …) after npm ci, which links Node 24 on Linux, or install Node ${MINIMUM_NODE_MAJOR} LTS.`;
}

export function requireNode(label = 'node') {
  const problem = nodeVersionProblem();
  if (problem) {
    console.error(`[${label}] ${problem}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  requireNode('check');
  console.log(`[check] node ${process.version}`);
}
