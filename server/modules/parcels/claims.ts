// Claims of parcels that arrived without an owner (docs/decisions.md "Hardening, round two"). A tracking
// number alone is not proof of ownership: a member's forecast (NotArrival) whose number matches an arrival
// waiting unclaimed is a claim, pending until staff decide it (claim-decisions.ts). Nothing is stored while
// it is pending; parcel_claims keeps the decisions. This file reads: each forecast's claim for the wire,
// and the staff's list of pending claims.
import { and, asc, count, desc, eq, exists, inArray, isNotNull, isNull, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../lib/contract/constants.ts';
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import type { ParcelClaim } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { memberProfiles, parcelClaims, parcels, users } from '../../db/schema/index.ts';
import { t } from '../../i18n.ts';
import { toDecimal } from '../../kernel/localized.ts';
import { type StaffParcel, staffParcelsByIds } from './warehouse-list.ts';
import type { ParcelRow } from './wire.ts';

/** An arrival nobody owns in these statuses can be claimed (once it leaves the shelf it is no one's to give). */
export const CLAIMABLE: readonly number[] = [ParcelStatus.Arrived, ParcelStatus.Inbound];
export type ClaimDecision = 'approved' | 'refused' | 'givenToAnother';

const PENDING: ParcelClaim = { status: 'pending', reason: null, decidedAt: null };
const key = (tenantId: string, number: string) => `${tenantId}:${number}`;

/** The claim of each member's forecast among `rows` that has one (pending, or refused last), by parcel id. */
export async function claimStatesOf(db: Db, rows: ParcelRow[], locale: Locale): Promise<Map<string, ParcelClaim>> {
  const forecasts = rows.filter((r) => r.status === ParcelStatus.NotArrival && r.userId !== null);
  const states = new Map<string, ParcelClaim>();
  if (forecasts.length === 0) return states;
  const [arrivals, decisions] = await Promise.all([
    db
      .select({ id: parcels.id, tenantId: parcels.tenantId, trackingNumber: parcels.trackingNumber })
      .from(parcels)
      .where(
        and(
          inArray(parcels.tenantId, [...new Set(forecasts.map((r) => r.tenantId))]),
          inArray(parcels.trackingNumber, [...new Set(forecasts.map((r) => r.trackingNumber))]),
          isNull(parcels.userId),
          inArray(parcels.status, [...CLAIMABLE]),
        ),
      ),
    db
      .select()
      .from(parcelClaims)
      .where(inArray(parcelClaims.forecastId, forecasts.map((r) => r.id)))
      .orderBy(desc(parcelClaims.createdAt), desc(parcelClaims.id)),
  ]);
  const arrivalOf = new Map(arrivals.map((a) => [key(a.tenantId, a.trackingNumber), a.id]));
  for (const forecast of forecasts) {
    const own = decisions.filter((d) => d.forecastId === forecast.id);
    const arrivalId = arrivalOf.get(key(forecast.tenantId, forecast.trackingNumber));
    if (arrivalId && !own.some((d) => d.arrivalId === arrivalId)) {
      states.set(forecast.id, PENDING);
      continue;
    }
    const refused = own.find((d) => d.decision !== 'approved');
    if (refused) {
      const reason = refused.decision === 'givenToAnother' ? t(locale, 'claimGivenToAnother') : refused.reason;
      states.set(forecast.id, { status: 'refused', reason, decidedAt: refused.createdAt.toISOString() });
    }
  }
  return states;
}

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
  const arrivals = new Map((await staffParcelsByIds(db, tenantId, locale, rows.map((r) => r.arrivalId))).map((p) => [p.id, p]));
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
