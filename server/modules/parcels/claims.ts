// Claims of parcels that arrived without an owner (docs/decisions.md "Hardening, round two"). A tracking
// number alone is not proof of ownership: a member's forecast (NotArrival) whose number matches an arrival
// waiting unclaimed is a claim, pending until staff decide it (server/modules/warehouse: claim-decisions.ts,
// the staff's list in pending-claims.ts). Nothing is stored while it is pending; parcel_claims keeps the
// decisions. This file reads each forecast's claim for the wire.
import { and, desc, inArray, isNull } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import type { ParcelClaim } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { parcelClaims, parcels } from '../../db/schema/index.ts';
import { t } from '../../i18n.ts';
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
      .where(
        inArray(
          parcelClaims.forecastId,
          forecasts.map((r) => r.id),
        ),
      )
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
