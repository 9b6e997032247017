// The member's parcels by status (SPEC section 7 "Parcels"): status tabs and the user centre.
import { and, count, eq } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { OrderKind } from '../../../lib/contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { parcels } from '../../db/schema/index.ts';
import type { UserRow } from '../../http.ts';
import { type StatusCount, withStatusDefinitions } from '../content/index.ts';

export async function parcelStatusCounts(db: Db, user: UserRow, locale: Locale): Promise<StatusCount[]> {
  const counts = await db
    .select({ status: parcels.status, n: count() })
    .from(parcels)
    .where(and(eq(parcels.tenantId, user.tenantId), eq(parcels.userId, user.id)))
    .groupBy(parcels.status);
  return withStatusDefinitions(db, user.tenantId, OrderKind.MyParcel, locale, counts);
}
