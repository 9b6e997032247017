import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** app → components → lib; lib/contract depends on nothing; the backend knows no screen and no site client. */
const LAYERS = [
  {
    target: ['./components', './lib', './server', './scripts', './proxy.ts'],
    from: './app',
    message: 'Nothing imports app/: routes compose, they are not composed.',
  },
  { target: './lib', from: './components', message: 'lib/ knows no component: move the shared piece to lib/ or pass it in.' },
  {
    target: './components',
    from: './lib/upstream',
    message: 'Components read through lib/server-data (server renders) or lib/api (browser), never the seam itself.',
  },
  {
    target: './server',
    from: ['./app', './components', './lib/api', './lib/upstream'],
    message: 'The backend knows no screen and no HTTP client of the site.',
  },
  {
    target: './lib/contract',
    from: ['./app', './components', './server', './lib/api', './lib/upstream'],
    message: 'The contract depends on nothing.',
  },
];
/** Only lib/upstream/seam.ts mounts server/. */
const SEAM = [
  {
    target: [
      './app',
      './components',
      './lib/!(upstream)/**',
      './lib/*.ts',
      './lib/upstream/!(seam).ts',
      './proxy.ts',
      './next.config.ts',
      './scripts/site-server.mjs',
    ],
    from: './server',
    message: 'Only lib/upstream/seam.ts mounts server/: reach the backend through the gateway or lib/server-data.',
  },
];

/**
 * Each backend module (a folder of server/modules) is reached only through its face, its index.ts: one zone
 * per module, generated from the folders. server/i18n.ts reads a module's messages.ts instead (a face mounts
 * routes that call t(): importing it there would be an import cycle). The kernel imports no module at all.
 */
const SERVER_MODULES = readdirSync(new URL('./server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const MODULE_FACES = [
  ...SERVER_MODULES.map((module) => ({
    target: [`./server/modules/!(${module})/**`, './server/!(i18n).ts', './server/seed/**', './server/cli/**', './server/db/**', './server/kernel/**'],
    from: `./server/modules/${module}`,
    except: ['./index.ts'],
    message: `Reach server/modules/${module} through its face, server/modules/${module}/index.ts (export what you need there).`,
  })),
  {
    target: './server/i18n.ts',
    from: SERVER_MODULES.map((module) => `./server/modules/${module}`),
    except: ['./messages.ts'],
    message: "server/i18n.ts reads a module's messages.ts only: its face mounts routes that call t().",
  },
  {
    target: ['./server/kernel/**', './server/db/**', './server/notify/**', './server/{auth,client-address,errors,forwarding,http,openapi}.ts'],
    from: './server/modules',
    message: 'The kernel sits below the modules: move the shared piece down to server/kernel, or pass it in.',
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data*/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
      'next-env.d.ts',
      // The bench's bare Next.js app: its build output and the file Next writes there.
      'bench/bare-app/.next/**',
      'bench/bare-app/next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The architecture's "never" lines (shared/architecture-parts.json) as import zones.
    files: ['**/*.{ts,tsx,mjs,js}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: LAYERS }] },
  },
  {
    // The site reaches server/ only through the one seam that mounts it (lib/upstream/seam.ts, whose
    // dynamic import() the rule sees too). Tests may start the real backend beside the code they test.
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...LAYERS, ...SEAM] }] },
  },
  {
    // The backend's modules meet only at their faces (MODULE_FACES). Tests and their helpers may still reach
    // a module's internals; they keep the zones above.
    files: ['server/**/*.{ts,mjs,js}'],
    ignores: ['**/*.test.ts', '**/test-helpers.ts', 'server/**/test-*.ts', 'server/test/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...LAYERS, ...SEAM, ...MODULE_FACES] }] },
  },
];

export default config;
