// A private copy of the production build for one site, for the runs that start several sites (the e2e
// journeys and failure drills through ./services.mjs, the replicas test through ./replicas/processes.ts).
// Next keeps rendered ISR pages in .next/server/route-cache, so sites sharing one .next would serve each
// other's pages, and a build by someone else during the run cannot pull the rug from under the tests.
import { cpSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * Fills `dir` (made if missing) from the checkout at `root`: .next copied without its caches, every other
 * entry symlinked but the local data and scratch folders (.data*, .tmp*) and test-results. Returns `dir`.
 */
export function copyBuildForSite(root, dir) {
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(root)) {
    if (entry === '.next' || entry === 'test-results' || /^\.(data|tmp)/.test(entry)) continue;
    symlinkSync(path.join(root, entry), path.join(dir, entry));
  }
  cpSync(path.join(root, '.next'), path.join(dir, '.next'), {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(path.join(root, '.next'), source);
      return relative !== 'cache' && relative !== path.join('server', 'route-cache');
    },
  });
  return dir;
}
