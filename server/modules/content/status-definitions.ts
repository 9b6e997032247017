// Status definitions (per tenant and order kind) joined with a member's counts: what status tabs and the
// user centre show. Each domain counts its own records and asks here for the labels.
import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { OrderKind } from '../../../lib/contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { statusDefinitions } from '../../db/schema/index.ts';
import { localized } from '../../kernel/localized.ts';

export interface StatusCount {
  status: number;
  name: string;
  count: number;
}

/** Every status defined for the kind, in the tenant's order, with the given counts (0 where none). */
export async function withStatusDefinitions(
  db: Db,
  tenantId: string,
  kind: OrderKind,
  locale: Locale,
  counts: { status: number; n: number }[],
): Promise<StatusCount[]> {
  const definitions = await db
    .select()
    .from(statusDefinitions)
    .where(and(eq(statusDefinitions.tenantId, tenantId), eq(statusDefinitions.type, kind)))
    .orderBy(asc(statusDefinitions.sort));
  const byStatus = new Map(counts.map((row) => [row.status, row.n]));
  return definitions.map((d) => ({ status: d.status, name: localized(locale, d.nameZh, d.nameEn), count: byStatus.get(d.status) ?? 0 }));
}
