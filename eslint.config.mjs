import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** app → components → lib; lib/contract depends on nothing; the backend knows no screen and no site client. */
const LAYERS = [
  { target: ['./components', './lib', './server', './scripts', './proxy.ts'], from: './app', message: 'Nothing imports app/: routes compose, they are not composed.' },
  { target: './lib', from: './components', message: 'lib/ knows no component: move the shared piece to lib/ or pass it in.' },
  {
    target: './components',
    from: './lib/upstream',
    message: 'Components read through lib/server-data (server renders) or lib/api (browser), never the seam itself.',
  },
  { target: './server', from: ['./app', './components', './lib/api', './lib/upstream'], message: 'The backend knows no screen and no HTTP client of the site.' },
  { target: './lib/contract', from: ['./app', './components', './server', './lib/api', './lib/upstream'], message: 'The contract depends on nothing.' },
];
/** Only lib/upstream/seam.ts mounts server/. */
const SEAM = [
  {
    target: ['./app', './components', './lib/!(upstream)/**', './lib/*.ts', './lib/upstream/!(seam).ts', './proxy.ts', './next.config.ts', './scripts/site-server.mjs'],
    from: './server',
    message: 'Only lib/upstream/seam.ts mounts server/: reach the backend through the gateway or lib/server-data.',
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', '.data*/**', 'test-results/**', 'playwright-report/**', 'server/db/migrations/**', 'next-env.d.ts'],
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
];

export default config;
