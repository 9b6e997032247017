import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { splitByModuleMocks } from './tests/setup/module-mocks';

const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
// `server-only` throws outside Next's react-server build; tests of server modules import it freely.
const alias = { '@': root, 'server-only': `${root}/tests/setup/server-only-stub.ts` };

const unitFiles = splitByModuleMocks(root, ['lib', 'components'], /^lib\/gateway\//);

function unitProject(name: string, include: string[], isolate: boolean) {
  return {
    resolve: { alias },
    test: {
      name,
      environment: 'jsdom',
      include,
      isolate,
      setupFiles: ['./tests/setup/unit.ts'],
      // The antd forms' tests take seconds in jsdom while the API tests fill the other core (two timed out
      // at the default 5 s in CI once the privacy sweep and the fuzz test joined the API run).
      testTimeout: 15_000,
    },
  };
}

export default defineConfig({
  test: {
    // Worker threads start a file faster than child processes (measured: the unit project 162 → 134 s, the
    // API project 232 → 189 s on 2 cores); nothing here needs a process of its own.
    pool: 'threads',
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          env: { OUTBOX_OVER_HTTP: '1' },
          include: ['server/**/*.test.ts', 'lib/gateway/**/*.test.ts'],
          globalSetup: ['./server/test/global-setup.ts'],
          // Files share a worker's loaded modules; server/test/fresh-globals.ts gives each fresh singletons.
          isolate: false,
          setupFiles: ['./server/test/fresh-globals.ts'],
          // One shared PostgreSQL database when DATABASE_URL is set: run files one at a time there.
          fileParallelism: !process.env.DATABASE_URL,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // The project's own tooling (the lint boundaries): node, no database.
          name: 'tooling',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'tests/setup/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      // The unit tests in two projects: those that mock modules get a fresh module graph and jsdom per file;
      // the rest share their worker's (tests/setup/module-mocks.ts). `--project 'unit*'` runs both.
      unitProject('unit', unitFiles.mocking, true),
      unitProject('unit-shared', unitFiles.sharing, false),
    ],
  },
});
