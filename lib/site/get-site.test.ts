// Signed-in pages render per request: the site's configuration and navigation come from the process's memory for
// SITE_MEMORY_MS instead of two backend calls per render; a failure is never remembered.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const upstream = vi.hoisted(() => ({ fail: false, calls: [] as string[] }));

vi.mock('next/cache', () => ({ unstable_cache: (fn: () => Promise<unknown>) => fn }));
// React's cache() dedupes within one render only (on the server); here every call is another render.
vi.mock('react', async (importOriginal) => ({ ...(await importOriginal<typeof import('react')>()), cache: <T>(fn: T) => fn }));
vi.mock('@/lib/upstream/server-call', () => ({
  UpstreamError: class UpstreamError extends Error {},
  upstreamJson: async (_context: unknown, _method: string, path: string) => {
    upstream.calls.push(path);
    if (upstream.fail) throw new Error(`connect ECONNREFUSED (${path})`);
    if (path.includes('application-configuration')) return { site: { theme: 'dark_blue' }, currentTenant: { id: 'tenant-navy' } };
    return { items: [{ id: 'N1', name: 'Help' }], totalCount: 1 };
  },
}));

const { SITE_MEMORY_MS, getMainNavigation, getSiteConfig, isFallbackSite } = await import('./get-site');

describe('site configuration and navigation', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    upstream.calls = [];
    upstream.fail = false;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.useRealTimers());

  it('are read once per site and language within SITE_MEMORY_MS, then again', async () => {
    expect((await getSiteConfig('navy.localhost', 'en')).site.theme).toBe('dark_blue');
    await getSiteConfig('navy.localhost', 'en');
    await getMainNavigation('navy.localhost', 'en');
    expect(await getMainNavigation('navy.localhost', 'en')).toEqual([{ id: 'N1', name: 'Help' }]);
    expect(upstream.calls).toHaveLength(2);
    await getSiteConfig('navy.localhost', 'zh-Hans');
    expect(upstream.calls).toHaveLength(3);
    vi.advanceTimersByTime(SITE_MEMORY_MS);
    await getSiteConfig('navy.localhost', 'en');
    expect(upstream.calls).toHaveLength(4);
  });

  it('a failure is not remembered: the next render asks again and gets the site back', async () => {
    upstream.fail = true;
    expect(isFallbackSite(await getSiteConfig('blue.localhost', 'en'))).toBe(true);
    upstream.fail = false;
    expect(isFallbackSite(await getSiteConfig('blue.localhost', 'en'))).toBe(false);
    expect(upstream.calls.filter((path) => path.includes('application-configuration'))).toHaveLength(2);
  });
});
