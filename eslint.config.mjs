import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
    // The site reaches server/ only through the one seam that mounts it.
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['lib/upstream/upstream.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/server/*', '**/server/*'], message: 'Only lib/upstream/upstream.ts mounts server/.' }] }],
    },
  },
];

export default config;
