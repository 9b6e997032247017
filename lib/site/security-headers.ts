// The headers sent with every answer: by next.config.ts on pages, API answers and whatever Next serves,
// and by the site server's static-file handler (lib/site/static-files.ts) on the files it answers itself.
// Relative imports only: plain Node (the site server) and next.config.ts load this file.

/**
 * Scripts: `'self' 'unsafe-inline'`, not nonces: a nonce differs per response, so every page would render
 * per request and the cached public pages (and their throughput) would be lost; Next's inline bootstrap
 * scripts need 'unsafe-inline' without one. Injected markup is kept out by sanitize-html on CMS content
 * and by React's escaping instead (docs/decisions.md, "Security headers"). Styles: React style
 * attributes. Images: CMS content and logos may point at any HTTPS host; data: for inline icons.
 */
export function contentSecurityPolicy(development: boolean): string {
  return [
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
}

export function securityHeaders(development: boolean): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(development) },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  ];
}
