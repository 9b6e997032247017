// Which unit test files mock modules (vi.mock / vi.doMock), themselves or through a kit they import. Those
// run isolated, each file in a fresh module graph: in a shared one a mock would not reach a module another
// file loaded before it, and would leak into the files after it. The others share their worker's modules
// and jsdom (vitest.config.ts), which saves about half a second of start-up per file. A file whose module
// under test keeps state for the page's life (set once, never reset) says so with the marker
// `// unit: isolated`, and runs isolated too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MOCKS = /\bvi\.(do)?mock\(|^\/\/ unit: isolated/m;
const IMPORTS = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The project file an import names (relative or `@/`), or null for a package. */
function resolveImport(specifier: string, from: string, root: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)) ?? null;
}

/**
 * True when `file` or a test helper it imports (a file under tests/ or named test-*: the kits that hold
 * shared mocks) calls vi.mock. Source modules are not followed: they never mock.
 */
export function mocksModules(file: string, root: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (MOCKS.test(text)) return true;
  for (const match of text.matchAll(IMPORTS)) {
    const target = resolveImport(match[1] ?? match[2], file, root);
    if (!target) continue;
    const relative = path.relative(root, target);
    const helper = relative.startsWith(`tests${path.sep}`) || path.basename(target).startsWith('test-');
    if (helper && mocksModules(target, root, seen)) return true;
  }
  return false;
}

/** The unit test files under `dirs`, split: those that mock modules, and those that can share a worker. */
export function splitByModuleMocks(root: string, dirs: string[], skip: RegExp): { mocking: string[]; sharing: string[] } {
  const mocking: string[] = [];
  const sharing: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.tsx?$/.test(entry.name)) {
        const relative = path.relative(root, full);
        if (skip.test(relative)) continue;
        (mocksModules(full, root) ? mocking : sharing).push(relative);
      }
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return { mocking: mocking.sort(), sharing: sharing.sort() };
}
