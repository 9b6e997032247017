import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { hostRewrites, localeRedirects } from './lib/site/routing-rules';
import { securityHeaders } from './lib/site/security-headers';
import { requireSiteServer } from './lib/site/site-server-trust';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');
const development = process.env.NODE_ENV === 'development';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Hashing every cached page for an ETag cost ~15% of the cached-page rate here (docs/decisions.md).
  generateEtags: false,
  // A cached public page is regenerated in the background once it is older than the layout's revalidate
  // (60 s); past this age it is never served again, but rendered while the visitor waits. So a changed
  // site configuration reaches every site process, however many, within 120 s (+ the 10 s a process reuses
  // a configuration it read, lib/site/get-site.ts, + the site server's 1 s microcache) whether the page is
  // visited often or not (docs/decisions.md, "More than one process").
  expireTime: 120,
  turbopack: { root: path.resolve('.') },
  // `npm test` checks the types of the whole tree, the route types of `next typegen` included (npm run
  // typecheck), before it builds; its build step says so with TYPES_CHECKED=1 and is spared Next's second
  // pass over the same files (61 s of CI's 2 cores). Every other build checks them itself.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // Native and WASM packages of the embedded backend load their own files at run time.
  // prom-client: one module (and registry) with the site server's plain-Node side (lib/ops/metrics.ts).
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg', 'prom-client', 'sanitize-html'],
  redirects: async () => localeRedirects(),
  // In production the site segment comes from the site server's X-Site-Key (lib/site/routing-rules.ts):
  // the site server replaces any client-sent one, and no production server runs without it (below).
  rewrites: async () => ({ beforeFiles: [], afterFiles: hostRewrites({ development }), fallback: [] }),
  // Sent with every answer, cached pages included (lib/site/security-headers.ts).
  headers: async () => [{ source: '/:path*', headers: securityHeaders(development) }],
  experimental: {
    optimizePackageImports: ['antd'],
  },
};

/**
 * A production server starts only in a process where scripts/site-server.mjs runs (`npm start`): a bare
 * `next start` would route on a client-sent X-Site-Key, so it refuses to serve (docs/deploy.md).
 */
export default function config(phase: string): NextConfig {
  requireSiteServer(phase);
  return withNextIntl(nextConfig);
}
