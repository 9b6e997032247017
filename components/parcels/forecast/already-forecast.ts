import { listParcels } from '@/lib/api/parcels';
import { browser } from '@/lib/api/browser';
import type { ApiClient } from '@/lib/api/client';
import { ParcelStatus } from '@/lib/contract/enums';

/** The browser client without toasts: a failed look-up only means no "view it" link. */
const quiet: ApiClient = {
  ...browser,
  post: (path, body, options) => browser.post(path, body, { ...options, silent: true }),
};

/**
 * The refused tracking numbers that are the member's own active parcels ("already forecast": the
 * page links to them). The server's message does not say which refusal it was, and another member's
 * number is deliberately neutral, so the member's own list answers it. Card index → tracking number.
 */
export async function findOwnForecasts(refused: { parcel: number; trackingNumber: string }[], api: ApiClient = quiet): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  await Promise.all(
    refused.map(async ({ parcel, trackingNumber }) => {
      try {
        const page = await listParcels({ trackingNumber, maxResultCount: 20, skipCount: 0 }, api);
        const own = (page.items ?? []).some((p) => p.trackingNumber === trackingNumber && p.status !== ParcelStatus.Canceled);
        if (own) found.set(parcel, trackingNumber);
      } catch {
        /* no link */
      }
    }),
  );
  return found;
}
