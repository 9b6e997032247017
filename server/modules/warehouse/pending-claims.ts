// The staff's list of pending claims (admin routes and `npm run ops`): a member's forecast whose number
// matches an arrival waiting unclaimed, not decided yet (what a claim is: server/modules/parcels/claims.ts).
import { and, asc, count, eq, exists, inArray, isNotNull, isNull, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../lib/contract/constants.ts';
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { memberProfiles, parcelClaims, parcels, users } from '../../db/schema/index.ts';
import { toDecimal } from '../../kernel/localized.ts';
import { CLAIMABLE } from '../parcels/index.ts';
import { type StaffParcel, staffParcelsByIds } from './parcel-list.ts';

export interface StaffClaim {
  /** The claiming member's forecast (P…): approve or refuse the claim by it. */
  id: string;
  trackingNumber: string;
  userId: string;
  userName: string | null;
  memberCode: string | null;
  forecastAt: string;
  carrierName: string;
  /** What the member declared: the first goods line's name, the total and its currency, their remark. */
  declaredName: string | null;
  declaredValue: number;
  currency: string;
  remark: string | null;
  /** The parcel at the warehouse it asks for. */
  arrival: StaffParcel;
}

/** Pending claims of the tenant (optionally of a number, or a part of one), oldest first. */
export async function pendingClaims(
  db: Db,
  tenantId: string,
  locale: Locale,
  query: { trackingNumber?: string; maxResultCount: number; skipCount: number },
): Promise<{ totalCount: number; items: StaffClaim[] }> {
  const arrival = alias(parcels, 'arrival');
  const number = query.trackingNumber?.trim().toUpperCase();
  const decided = db
    .select({ one: sql`1` })
    .from(parcelClaims)
    .where(and(eq(parcelClaims.forecastId, parcels.id), eq(parcelClaims.arrivalId, arrival.id)));
  const where = and(
    eq(parcels.tenantId, tenantId),
    eq(parcels.status, ParcelStatus.NotArrival),
    isNotNull(parcels.userId),
    number ? sql`${parcels.trackingNumber} LIKE ${`%${number.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
    not(exists(decided)),
  );
  const joined = and(
    eq(arrival.tenantId, parcels.tenantId),
    eq(arrival.trackingNumber, parcels.trackingNumber),
    isNull(arrival.userId),
    inArray(arrival.status, [...CLAIMABLE]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ forecast: parcels, arrivalId: arrival.id, userName: users.userName, memberCode: memberProfiles.memberCode })
      .from(parcels)
      .innerJoin(arrival, joined)
      .leftJoin(users, eq(users.id, parcels.userId))
      .leftJoin(memberProfiles, eq(memberProfiles.userId, parcels.userId))
      .where(where)
      .orderBy(asc(parcels.createdAt), asc(parcels.id))
      .limit(query.maxResultCount)
      .offset(query.skipCount),
    db.select({ n: count() }).from(parcels).innerJoin(arrival, joined).where(where),
  ]);
  const arrivals = new Map(
    (
      await staffParcelsByIds(
        db,
        tenantId,
        locale,
        rows.map((r) => r.arrivalId),
      )
    ).map((p) => [p.id, p]),
  );
  return {
    totalCount: Number(total.n),
    items: rows.map(({ forecast: f, arrivalId, userName, memberCode }) => ({
      id: f.id,
      trackingNumber: f.trackingNumber,
      userId: f.userId!,
      userName: userName ?? null,
      memberCode: memberCode ?? null,
      forecastAt: f.createdAt.toISOString(),
      carrierName: f.carrierName,
      declaredName: f.declaredName,
      declaredValue: toDecimal(f.declaredValue),
      currency: f.currency,
      remark: f.remark,
      arrival: arrivals.get(arrivalId)!,
    })),
  };
}
