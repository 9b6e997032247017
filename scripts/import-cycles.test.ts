import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-cycles';

const root = path.resolve(import.meta.dirname, '..');

describe('import cycles', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  function tree(files: Record<string, string>) {
    const dir = mkdtempSync(path.join(scratch, 'tree-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    return dir;
  }

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
