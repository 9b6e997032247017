import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-cycles';
import { scratchTrees } from './test-trees';

const root = path.resolve(import.meta.dirname, '..');

describe('import cycles', () => {
  const tree = scratchTrees('import-cycles-');

  it('finds a cycle through static, re-exported, @/ and dynamic imports, and ignores type-only ones', () => {
    const dir = tree({
      'lib/a.ts': "import { b } from './b';\nexport const a = b;",
      'lib/b.ts': "export { c as b } from '@/lib/c';",
      'lib/c.ts': "export const c = 1;\nexport const load = () => import('./a');",
      'lib/d.ts': "import type { E } from './e';\nexport type D = E;",
      'lib/e.ts': "import type { D } from './d';\nexport type E = D | 1;",
    });
    expect(importCycles(importGraph(dir, ['lib']))).toEqual([['lib/a.ts', 'lib/b.ts', 'lib/c.ts']]);
  });

  it('finds none in the site and the backend', () => {
    const graph = importGraph(root, ['app', 'components', 'lib', 'server']);
    expect(graph.size).toBeGreaterThan(500);
    expect(importCycles(graph)).toEqual([]);
  });
});
