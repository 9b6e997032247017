// A render made while a backend call failed must not be cached like a healthy page (finding 11):
// every loader that falls back marks the render, and the mark lowers the page's revalidate to 1 s.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const cached = vi.hoisted(() => ({ options: [] as unknown[], calls: 0 }));
const upstream = vi.hoisted(() => ({ fail: true }));

vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>, _keys: string[], options: unknown) => {
    cached.options.push(options);
    return async () => {
      cached.calls += 1;
      return fn();
    };
  },
}));

vi.mock('@/lib/upstream/server-call', () => ({
  UpstreamError: class UpstreamError extends Error {},
  upstreamJson: async (_context: unknown, _method: string, path: string) => {
    if (upstream.fail) throw new Error(`connect ECONNREFUSED (${path})`);
    if (path.includes('application-configuration')) return { site: { theme: 'blue' }, currentTenant: { id: 'tenant-blue' } };
    return { items: [], totalCount: 0 };
  },
}));

const { DEGRADED_REVALIDATE } = await import('./degraded-render');
const { getBottomNavigation, getMainNavigation, getSiteConfig } = await import('./get-site');
const { getHomeBanners, getPageContent } = await import('../server-data/content');
const { getModesWithFees } = await import('../server-data/shipping');

describe('degraded renders', () => {
  beforeEach(() => {
    cached.calls = 0;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('lower the page revalidate to one second through unstable_cache (never 0: that fails an ISR page)', () => {
    expect(DEGRADED_REVALIDATE).toBe(1);
    expect(cached.options).toEqual([{ revalidate: 1 }]);
  });

  it.each([
    ['site configuration', () => getSiteConfig('localhost', 'en')],
    ['main navigation', () => getMainNavigation('localhost', 'en')],
    ['bottom navigation', () => getBottomNavigation('localhost', 'en')],
    ['page content', () => getPageContent('localhost', 'en', null)],
    ['banners', () => getHomeBanners('localhost', 'en')],
    ['transport modes', () => getModesWithFees('localhost', 'en')],
  ])('a failed %s call still renders (fallback) and marks the render', async (_, load) => {
    upstream.fail = true;
    await expect(load()).resolves.toBeDefined();
    expect(cached.calls).toBeGreaterThan(0);
  });

  it('a healthy render is not marked (it keeps the layout revalidate of 60 s)', async () => {
    upstream.fail = false;
    await getSiteConfig('blue.localhost', 'zh-Hans');
    await getMainNavigation('blue.localhost', 'zh-Hans');
    await getPageContent('blue.localhost', 'zh-Hans', 1);
    expect(cached.calls).toBe(0);
  });
});
