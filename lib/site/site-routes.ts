// The bounded route label of a site request for the logs and metrics: the Next route that renders a page
// (`/help/content/[[...contentId]]`, with the language and site segments the rewrites add left out), the
// gateway's `/api/[...path]`, `/_next` for Next's own files, `other` for what no page can be (a path whose
// last segment has a dot). Never the raw path: it holds ids and whatever a client invents.
// Relative imports only: plain Node (the site server) loads this file.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The segments the rewrites put before every page path (lib/site/routing-rules.ts). */
const PAGE_PREFIX = '/[locale]/[site]';
const MEMORY = 2000;

interface Pattern {
  label: string;
  regex: RegExp;
  /** Higher first: static segments before dynamic ones before catch-alls, as Next matches. */
  rank: number[];
}

function compile(route: string): Pattern {
  const segments = route.split('/').filter(Boolean);
  let source = '';
  const rank: number[] = [];
  for (const segment of segments) {
    if (/^\[\[\.\.\.[^\]]+\]\]$/.test(segment)) {
      source += '(?:/[^/]+)*';
      rank.push(0);
    } else if (/^\[\.\.\.[^\]]+\]$/.test(segment)) {
      source += '(?:/[^/]+)+';
      rank.push(1);
    } else if (/^\[[^\]]+\]$/.test(segment)) {
      source += '/[^/]+';
      rank.push(2);
    } else {
      source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      rank.push(3);
    }
  }
  return { label: route || '/', regex: new RegExp(`^${source || ''}/?$`), rank };
}

function byRank(a: Pattern, b: Pattern): number {
  for (let i = 0; i < Math.max(a.rank.length, b.rank.length); i += 1) {
    const difference = (b.rank[i] ?? -1) - (a.rank[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The page routes (`/help/content/[[...contentId]]`) of Next's app route list (`/[locale]/[site]/help/content/[[...contentId]]`). */
export function pageRoutes(appRoutes: Iterable<string>): string[] {
  const pages = new Set<string>();
  for (const route of appRoutes) {
    if (route === PAGE_PREFIX) pages.add('/');
    else if (route.startsWith(`${PAGE_PREFIX}/`)) pages.add(route.slice(PAGE_PREFIX.length));
  }
  return [...pages];
}

/** The app routes of the build in `dir` (.next/app-path-routes-manifest.json), or [] without one. */
export function appRoutesOfBuild(dir: string): string[] {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, '.next', 'app-path-routes-manifest.json'), 'utf8')) as Record<string, string>;
    return Object.values(manifest);
  } catch {
    return [];
  }
}

/** pathname (no query) → label. Without page routes every page is `page`. */
export function createRouteLabels(routes: string[]): (pathname: string) => string {
  const patterns = routes.map(compile).sort(byRank);
  const memory = new Map<string, string>();

  function pageLabel(pathname: string): string {
    const unprefixed = pathname === '/en' ? '/' : pathname.startsWith('/en/') ? pathname.slice(3) : pathname;
    const last = unprefixed.slice(unprefixed.lastIndexOf('/') + 1);
    if (last.includes('.')) return 'other';
    if (patterns.length === 0) return 'page';
    return patterns.find((pattern) => pattern.regex.test(unprefixed))?.label ?? 'other';
  }

  return (pathname) => {
    if (pathname === '/api' || pathname.startsWith('/api/')) return '/api/[...path]';
    if (pathname.startsWith('/_next/')) return '/_next';
    const known = memory.get(pathname);
    if (known !== undefined) return known;
    const label = pageLabel(pathname);
    if (memory.size >= MEMORY) memory.clear();
    memory.set(pathname, label);
    return label;
  };
}
