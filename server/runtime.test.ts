// The runtime the project promises: Node 24 or newer, running server/ directly (type stripping, no loader).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { MINIMUM_NODE_MAJOR, nodeVersionProblem } from '../scripts/require-node.mjs';

describe('runtime', () => {
  it(`the tests run on Node ${MINIMUM_NODE_MAJOR} or newer`, () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(MINIMUM_NODE_MAJOR);
    expect(nodeVersionProblem()).toBeNull();
  });

  it('explains an older Node in one line', () => {
    const problem = nodeVersionProblem('20.20.2');
    expect(problem).toMatch(/Node 20\.20\.2 is too old.*Node 24/);
    expect(problem).not.toContain('\n');
    expect(nodeVersionProblem('24.0.0')).toBeNull();
    expect(nodeVersionProblem('26.1.0')).toBeNull();
  });

  it('Node runs every server module and the operator CLI from source, with no TypeScript loader', () => {
    const root = new URL('..', import.meta.url).pathname;
    const load = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('./server/app.ts'); await import('./server/embedded.ts');"], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(load.stderr).toBe('');
    expect(load.status).toBe(0);
    const cli = spawnSync(process.execPath, ['server/cli/index.ts', 'help'], { cwd: root, encoding: 'utf8' });
    expect(cli.status).toBe(0);
    expect(cli.stdout).toContain('Usage: npm run ops');
  });
});
