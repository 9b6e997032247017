import 'server-only';
import { unstable_cache } from 'next/cache';
import { log } from '@/lib/ops/log';
import { countError } from '@/lib/ops/metrics';

/**
 * How long (seconds) a page rendered while a backend call failed may be served from the cache: the
 * shortest interval Next allows for a cached page (0 would make Next refuse an ISR page at run time,
 * "Page changed from static to dynamic"). Healthy pages keep the layout's 60 s.
 */
export const DEGRADED_REVALIDATE = 1;

/**
 * Next (without cacheComponents) caches a page for the lowest `revalidate` of anything its render
 * used; an `unstable_cache` call with `revalidate: 1` lowers the page's to one second without making it
 * dynamic. The cached value itself is meaningless.
 */
const lowerPageRevalidate = unstable_cache(async () => true, ['degraded-render'], { revalidate: DEGRADED_REVALIDATE });

/**
 * Called by every loader that falls back after a failed backend call (SPEC section 7: the page still
 * renders, with the default look or without the failed part). The render is then cached for at most
 * DEGRADED_REVALIDATE seconds, so the first visit after the backend is back regenerates it instead of
 * a minute of visitors seeing the degraded page. Outside a render (tests, scripts) it does nothing.
 */
export async function markRenderDegraded(reason: string): Promise<void> {
  countError('site', 'render');
  try {
    await lowerPageRevalidate();
  } catch (error) {
    // No Next request context (unit tests, scripts): nothing is cached there either.
    if (process.env.NODE_ENV !== 'test') log.warn(`site: degraded render (${reason}) not marked`, { err: error });
  }
}
