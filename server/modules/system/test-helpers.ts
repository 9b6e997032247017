// Test helpers for sites: a second site of the localhost tenant, in another currency.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { sites } from '../../db/schema/index.ts';
import type { SiteRow } from '../../http.ts';

/**
 * Runs `body` with a second site of the localhost tenant whose own currency is USD (its wallet stays in the
 * tenant's), then removes that site. `first`: the localhost site.
 */
export async function withUsdSite(db: Db, body: (site: { domain: string; first: SiteRow }) => Promise<void>): Promise<void> {
  const [first] = await db.select().from(sites).where(eq(sites.domain, 'localhost'));
  const id = newId('S');
  const domain = `usd-${id.toLowerCase()}.localhost`;
  await db.insert(sites).values({
    ...first,
    id,
    domain,
    baseCurrencyCode: 'USD',
    baseCurrencySymbol: '$',
    baseCurrencyName: 'US dollar',
    sort: 999,
    createdAt: new Date(),
  });
  try {
    await body({ domain, first });
  } finally {
    await db.delete(sites).where(eq(sites.id, id));
  }
}
