import { describe, expect, it } from 'vitest';
import { hostRewrites } from './routing-rules';
import { createSiteKeyResolver, FALLBACK_SITE_KEY, SITE_KEY_HEADER } from './site-key';

/** The seed's sites: the first site answers for localhost and for every unknown host. */
const SITES: Record<string, string> = { localhost: 'site-red', 'blue.localhost': 'site-blue', 'navy.localhost': 'site-navy' };

function backend() {
  const asked: string[] = [];
  return {
    asked,
    siteIdOf: async (host: string) => {
      asked.push(host);
      return SITES[host] ?? 'site-red';
    },
  };
}

describe('createSiteKeyResolver', () => {
  it('keeps configured hosts apart and gives every other host the first site’s key', async () => {
    const siteKeyOf = createSiteKeyResolver(backend());
    expect(await siteKeyOf('blue.localhost:3000')).toBe('blue.localhost');
    expect(await siteKeyOf('navy.localhost')).toBe('navy.localhost');
    expect(await siteKeyOf('localhost:3000')).toBe(FALLBACK_SITE_KEY);
    expect(await siteKeyOf('127.0.0.1:3000')).toBe(FALLBACK_SITE_KEY);
    expect(await siteKeyOf('x7f3.random.example')).toBe(FALLBACK_SITE_KEY);
    expect(await siteKeyOf('not a host')).toBe(FALLBACK_SITE_KEY);
    expect(await siteKeyOf(undefined)).toBe(FALLBACK_SITE_KEY);
  });

  it('yields one key per configured site however many host names are tried', async () => {
    const siteKeyOf = createSiteKeyResolver(backend());
    const keys = new Set<string>();
    for (let i = 0; i < 500; i += 1) keys.add(await siteKeyOf(`h${i}.example`));
    for (const host of Object.keys(SITES)) keys.add(await siteKeyOf(host));
    expect([...keys].sort()).toEqual(['blue.localhost', FALLBACK_SITE_KEY, 'navy.localhost']);
  });

  it('asks the backend once per host while the answer is fresh, and bounds its memory', async () => {
    let now = 0;
    const seen = backend();
    const siteKeyOf = createSiteKeyResolver({ ...seen, ttlMs: 1000, maxEntries: 3, now: () => now });
    await siteKeyOf('blue.localhost');
    await siteKeyOf('blue.localhost');
    expect(seen.asked.filter((h) => h === 'blue.localhost')).toHaveLength(1);
    now = 2000;
    await siteKeyOf('blue.localhost');
    expect(seen.asked.filter((h) => h === 'blue.localhost')).toHaveLength(2);
  });

  it('falls back to the first site when the backend cannot answer, and asks again after failureTtlMs only', async () => {
    let up = false;
    let now = 0;
    let asked = 0;
    const siteKeyOf = createSiteKeyResolver({
      siteIdOf: async (host) => {
        asked += 1;
        return up ? (SITES[host] ?? 'site-red') : null;
      },
      failureTtlMs: 5000,
      now: () => now,
    });
    expect(await siteKeyOf('blue.localhost')).toBe(FALLBACK_SITE_KEY);
    const askedWhileDown = asked;
    up = true;
    now = 4000;
    expect(await siteKeyOf('blue.localhost')).toBe(FALLBACK_SITE_KEY);
    expect(asked).toBe(askedWhileDown);
    now = 5001;
    expect(await siteKeyOf('blue.localhost')).toBe('blue.localhost');
  });

  it('keeps a known host’s key when a refresh fails (a backend slow under load), and refreshes it once the backend answers', async () => {
    let up = true;
    let now = 0;
    const siteKeyOf = createSiteKeyResolver({
      siteIdOf: async (host) => (up ? (SITES[host] ?? 'site-red') : null),
      ttlMs: 60_000,
      failureTtlMs: 5000,
      now: () => now,
    });
    expect(await siteKeyOf('blue.localhost')).toBe('blue.localhost');
    up = false;
    now = 60_001;
    expect(await siteKeyOf('blue.localhost')).toBe('blue.localhost');
    now = 66_000;
    expect(await siteKeyOf('blue.localhost')).toBe('blue.localhost');
    expect(await siteKeyOf('navy.localhost')).toBe(FALLBACK_SITE_KEY);
    up = true;
    now = 70_000;
    expect(await siteKeyOf('blue.localhost')).toBe('blue.localhost');
    expect(await siteKeyOf('navy.localhost')).toBe(FALLBACK_SITE_KEY);
    now = 72_000;
    expect(await siteKeyOf('navy.localhost')).toBe('navy.localhost');
  });
});

describe('hostRewrites', () => {
  it('routes on the site server’s key in production, never on Host or X-Forwarded-Host', () => {
    const conditions = hostRewrites().flatMap((rule) => rule.has ?? []);
    expect(conditions.length).toBeGreaterThan(0);
    for (const condition of conditions) {
      expect(condition).toMatchObject({ type: 'header', key: SITE_KEY_HEADER });
    }
    const fallback = hostRewrites().filter((rule) => !rule.has);
    expect(fallback.every((rule) => rule.destination.includes(`/${FALLBACK_SITE_KEY}`))).toBe(true);
  });

  it('routes on Host under `next dev`, which has no site server', () => {
    const conditions = hostRewrites({ development: true }).flatMap((rule) => rule.has ?? []);
    expect(conditions.every((condition) => condition.type === 'host')).toBe(true);
  });
});
