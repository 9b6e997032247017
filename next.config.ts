import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { hostRewrites, localeRedirects } from './lib/site/routing-rules';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Hashing every cached page for an ETag cost ~15% of the cached-page rate here (docs/decisions.md).
  generateEtags: false,
  turbopack: { root: path.resolve('.') },
  // Native and WASM packages of the embedded backend load their own files at run time.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg', 'sanitize-html'],
  redirects: async () => localeRedirects(),
  rewrites: async () => ({ beforeFiles: [], afterFiles: hostRewrites(), fallback: [] }),
  experimental: {
    optimizePackageImports: ['antd'],
  },
};

export default withNextIntl(nextConfig);
