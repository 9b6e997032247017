import path from 'node:path';

// Turbopack resolves `next` and `react` from the repository's node_modules (two levels up); the build
// stays in bench/bare-app/.next, away from the site's.
const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** @type {import('next').NextConfig} */
const config = {
  turbopack: { root: repoRoot },
};

export default config;
