import 'server-only';
import { log } from '@/lib/ops/log';
import { headers } from 'next/headers';
import { publicTrace, type PublicTracking } from '@/lib/api/combined-order';
import { statusOf } from '@/lib/api/client';
import type { Locale } from '@/lib/contract/constants';
import { fromSiteServer } from '@/lib/site/site-server-trust';
import { siteApi } from './site-api';

/** What a public look-up gave: the timeline, or why there is none to show. */
export type TrackingLookup = { kind: 'found'; data: PublicTracking } | { kind: 'notFound' } | { kind: 'throttled' } | { kind: 'failed' };

/**
 * GET /f/logistics-management/trace on the server render (no session: the answer holds no personal
 * data). 404 (or 400, a number the backend refuses) is "not found", 429 the per-address limit; any other
 * failure is logged and shown with a retry.
 */
export async function lookUpTracking(siteKey: string, locale: Locale, number: string): Promise<TrackingLookup> {
  try {
    // The backend limits look-ups per client address: pass the visitor's on, not the site server's own,
    // and only the one the site server derived (anyone else's request counts as one unknown client).
    const requestHeaders = await headers();
    const clientAddress = fromSiteServer(requestHeaders) ? requestHeaders.get('x-forwarded-for') : null;
    return { kind: 'found', data: await publicTrace(number, await siteApi(siteKey, locale, { clientAddress })) };
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 400) return { kind: 'notFound' };
    if (status === 429) return { kind: 'throttled' };
    log.error('tracking: public trace failed', { err: error });
    return { kind: 'failed' };
  }
}
