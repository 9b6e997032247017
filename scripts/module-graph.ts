// The backend's modules as one graph: each folder of server/modules is a node, and a module imports another
// when one of its files does (type-only imports included; tests and their helpers — *.test.ts,
// test-helpers.ts, test-*.ts — left out, as they may reach any module's internals). The modules must form
// no cycle (issue 22: a module calls another only through its face, and never back).
// `npx node scripts/module-graph.ts` prints the edges and any cycle, and fails on a cycle.
import path from 'node:path';
import { importCycles, importGraph } from './import-cycles.ts';

const MODULES = 'server/modules';
const TEST_SUPPORT = /(^|\/)(test-helpers|test-[^/]*)\.(ts|tsx)$/;

function moduleOf(file: string): string | null {
  const relative = path.relative(MODULES, file);
  return relative.startsWith('..') || !relative.includes(path.sep) ? null : relative.split(path.sep)[0];
}

/** module → the other modules it imports, for the tree at `root` (its server/modules/<module>/** files). */
export function moduleGraph(root: string): Map<string, string[]> {
  const files = importGraph(root, [MODULES], { types: true });
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = moduleOf(file);
    if (!from || TEST_SUPPORT.test(file)) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    for (const target of targets) {
      const to = moduleOf(target);
      if (to && to !== from) edges.get(from)!.add(to);
    }
  }
  return new Map([...edges].sort(([a], [b]) => a.localeCompare(b)).map(([from, to]) => [from, [...to].sort()]));
}

/** The cycles among modules: each a sorted group of modules that reach one another. */
export const moduleCycles = (graph: Map<string, string[]>): string[][] => importCycles(graph);

if (import.meta.main) {
  const graph = moduleGraph(path.resolve(import.meta.dirname, '..'));
  for (const [from, to] of graph) console.log(`${from} → ${to.length ? to.join(', ') : '(none)'}`);
  const cycles = moduleCycles(graph);
  for (const cycle of cycles) console.error(`cycle: ${cycle.join(' ↔ ')}`);
  process.exitCode = cycles.length ? 1 : 0;
}
