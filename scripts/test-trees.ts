// Throw-away source trees for the tooling's tests. Call inside a describe: the trees are removed after it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** A function that writes `files` (path → text) into a new folder and returns the folder. */
export function scratchTrees(prefix: string): (files: Record<string, string>) => string {
  const scratch = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  return (files) => {
    const dir = mkdtempSync(path.join(scratch, 'tree-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    return dir;
  };
}
