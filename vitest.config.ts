import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
// `server-only` throws outside Next's react-server build; tests of server modules import it freely.
const alias = { '@': root, 'server-only': `${root}/tests/setup/server-only-stub.ts` };

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
          include: ['scripts/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['lib/**/*.test.{ts,tsx}', 'components/**/*.test.{ts,tsx}'],
          exclude: ['lib/gateway/**'],
          setupFiles: ['./tests/setup/unit.ts'],
          // The antd forms' tests take seconds in jsdom while the API tests fill the other core (two timed out
          // at the default 5 s in CI once the privacy sweep and the fuzz test joined the API run).
          testTimeout: 15_000,
        },
      },
    ],
  },
});
