import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { hostRewrites, localeRedirects } from './lib/site/routing-rules';
import { requireSiteServer } from './lib/site/site-server-trust';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');
const development = process.env.NODE_ENV === 'development';

/**
 * Sent with every answer, cached pages included (docs/decisions.md, "Security headers"). Scripts:
 * `'self' 'unsafe-inline'`, not nonces: a nonce differs per response, so every page would render per
 * request and the cached public pages (and their throughput) would be lost; Next's inline bootstrap
 * scripts need 'unsafe-inline' without one. Injected markup is kept out by sanitize-html on CMS content
 * and by React's escaping instead. Styles: antd's CSS-in-JS writes inline <style> and style attributes.
 * Images: CMS content and logos may point at any HTTPS host; data: for inline icons.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  `connect-src 'self'${development ? ' ws: wss:' : ''}`,
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Hashing every cached page for an ETag cost ~15% of the cached-page rate here (docs/decisions.md).
  generateEtags: false,
  turbopack: { root: path.resolve('.') },
  // Native and WASM packages of the embedded backend load their own files at run time.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg', 'sanitize-html'],
  redirects: async () => localeRedirects(),
  // In production the site segment comes from the site server's X-Site-Key (lib/site/routing-rules.ts):
  // the site server replaces any client-sent one, and no production server runs without it (below).
  rewrites: async () => ({ beforeFiles: [], afterFiles: hostRewrites({ development }), fallback: [] }),
  headers: async () => [{ source: '/:path*', headers: securityHeaders }],
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
