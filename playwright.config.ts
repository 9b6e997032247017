import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, JOURNEY_CHROMIUM_PATH } from './tests/fixtures/chromium';

/**
 * End-to-end journeys against the production build. `npm run test:e2e` (scripts/e2e.mjs) builds when
 * needed, starts instances A/B/C and passes their addresses in E2E_BASE_A/B/C.
 * Debian's Chromium only: never `playwright install`.
 */
const BASE_A = process.env.E2E_BASE_A ?? 'http://localhost:3100';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/fixtures/spec-timings.ts']],
  use: {
    baseURL: BASE_A,
    // Recording a trace of every test cost a sixth of the journeys' time (routes: 233 → 196 s without):
    // a test that fails in CI is retried with its trace; locally, rerun it with `-- --trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 30_000,
    locale: 'zh-CN',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: JOURNEY_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
