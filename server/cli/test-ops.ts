// Tests of the ops CLI: run a command against the test app's database and read what it printed.
import type { TestContext } from '../test/harness.ts';
import { run } from './index.ts';

/** `ops('parcel-arrive', '--tracking', …)` → its exit code and its lines joined. */
export function opsOn(ctx: () => TestContext) {
  return async (...argv: string[]) => {
    const lines: string[] = [];
    const deps = { open: async () => ({ ...ctx().database, close: async () => {} }) };
    const code = await run(argv, (l) => lines.push(l), deps);
    return { code, text: lines.join('\n') };
  };
}
