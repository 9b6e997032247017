// The absolute origin of a site, for URLs that leave the site (where a payment provider sends the customer
// back, where it sends its notices, the sandbox checkout): the site's configured domain (sites.domain) with
// the public scheme and port, never the request's Host, X-Forwarded-Host or Referer.
//
// PUBLIC_ORIGIN_SCHEME  `https` (default) or `http`
// PUBLIC_PORT           the port customers type, when it is not the scheme's default (unset: none). `npm start`
//                       sets http and its port for the demo; the e2e runner sets each instance's.
type Env = Record<string, string | undefined>;

export interface PublicOriginConfig {
  scheme: 'http' | 'https';
  port: string;
}

/** The public scheme and port; a value that is neither is a configuration error (the server refuses to start). */
export function publicOriginConfig(env: Env = process.env): PublicOriginConfig {
  const scheme = (env.PUBLIC_ORIGIN_SCHEME ?? '').trim().toLowerCase() || 'https';
  if (scheme !== 'http' && scheme !== 'https') throw new Error(`PUBLIC_ORIGIN_SCHEME must be "https" or "http", not "${env.PUBLIC_ORIGIN_SCHEME}"`);
  const port = (env.PUBLIC_PORT ?? '').trim();
  if (port && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65_535)) {
    throw new Error(`PUBLIC_PORT must be a port number (1-65535), not "${env.PUBLIC_PORT}"`);
  }
  return { scheme, port };
}

/** `https://blue.example.com`, `http://blue.localhost:3000`: a site's public origin (a default port is left out). */
export function publicOrigin(domain: string, env: Env = process.env): string {
  const { scheme, port } = publicOriginConfig(env);
  return new URL(`${scheme}://${domain}${port ? `:${port}` : ''}`).origin;
}
