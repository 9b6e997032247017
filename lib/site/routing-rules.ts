// Host and language routing done by Next's router itself (next.config.ts), so cached public pages are
// served without running proxy code: measured here, the proxy cost ~40% of the cached-page rate.
// Relative imports only: next.config.ts loads this file.
import type { Redirect, Rewrite } from 'next/dist/lib/load-custom-routes';
import { LANGUAGE_COOKIE } from '../contract/constants';
import { FALLBACK_SITE_KEY, SITE_KEY_HEADER } from './site-key';

/** A host name as the internal site segment; anything else falls to the first site. */
const HOST = '(?<host>[a-z0-9](?:[a-z0-9-]{0,62}\\.){0,8}[a-z0-9-]{1,63})';
/** Paths of pages: not the gateway, not Next's files, not the English tree. */
const PAGE_PATH = ':path((?!en(?:/|$)|api(?:/|$)|_next/|_vercel/)(?:[^/]+/)*[^/.]+)';
const EN_PAGE_PATH = ':path((?:[^/]+/)*[^/.]+)';

/**
 * Where the site segment comes from. In production only from SITE_KEY_HEADER, which the site server
 * (scripts/site-server.mjs) sets on every request to a configured site's key or the fallback key,
 * replacing any client-sent one: never from Host or X-Forwarded-Host, so clients cannot mint cache
 * entries by inventing host names. A `has` condition is fixed at build time and cannot tell the site
 * server's header from a client's, so no production server runs without the site server: a bare
 * `next start` refuses to start (next.config.ts, lib/site/site-server-trust.ts). Without the header
 * (Next's own files) a request is the first site. `next dev` has no site server and routes on the Host
 * header, so the sites can be tried locally.
 */
function hostSources(development: boolean): NonNullable<Rewrite['has']> {
  return development ? [{ type: 'host', value: HOST }] : [{ type: 'header', key: SITE_KEY_HEADER, value: HOST }];
}

function treeRewrites(site: string, has?: Rewrite['has']): Rewrite[] {
  return [
    { source: '/', destination: `/zh-Hans/${site}`, has },
    { source: `/${PAGE_PATH}`, destination: `/zh-Hans/${site}/:path`, has },
    { source: '/en', destination: `/en/${site}`, has },
    { source: `/en/${EN_PAGE_PATH}`, destination: `/en/${site}/:path`, has },
  ];
}

/** `/path` → `/zh-Hans/{site}/path`, `/en/path` → `/en/{site}/path` (after public files, before routes). */
export function hostRewrites({ development = false }: { development?: boolean } = {}): Rewrite[] {
  return [...hostSources(development).flatMap((source) => treeRewrites(':host', [source])), ...treeRewrites(FALLBACK_SITE_KEY)];
}

/**
 * `/zh-Hans…` → unprefixed (as-needed); `/index` → home; SPEC route guard 2: with the language cookie
 * `en`, an unprefixed page path → the same path under /en (the query is kept by Next).
 */
export function localeRedirects(): Redirect[] {
  const english = [{ type: 'cookie' as const, key: LANGUAGE_COOKIE, value: 'en' }];
  return [
    { source: '/zh-Hans', destination: '/', permanent: false },
    { source: '/zh-Hans/:rest*', destination: '/:rest*', permanent: false },
    { source: '/index', destination: '/', permanent: false },
    { source: '/en/index', destination: '/en', permanent: false },
    { source: '/', destination: '/en', permanent: false, has: english },
    { source: `/${PAGE_PATH}`, destination: '/en/:path', permanent: false, has: english },
  ];
}
