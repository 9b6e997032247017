// The staff's decision on a claim (admin routes and `npm run ops`): a claim is named by the claiming
// member's forecast. Approving it makes the forecast the parcel at the warehouse — the arrival's status,
// place, measures, label code, abnormal mark, photos and history move onto it, the arrival row is retired
// (Canceled, never a member's) and the other members' claims of that arrival are answered. Refusing keeps
// the reason for the member. Both hold the tracking number's lock (as forecasts, edits and arrivals do)
// and lock the rows, so of two decisions, or a decision and a cancel, one wins and the other gets 409.
import { and, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { memberProfiles, parcelActionLogs, parcelClaims, parcelPhotos, parcels } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { MessageKey } from '../../i18n.ts';
import { fieldError } from '../../kernel/router.ts';
import { lockParcelOrder, type CombinedOrderRow } from '../combined-order/index.ts';
import { weighOnArrival } from '../transhipment-order/index.ts';
import { CLAIMABLE, type ClaimDecision, type HistoryLine, lockTrackingNumbers, logParcelActions, type ParcelRow } from '../parcels/index.ts';

export const CLAIM_REASON_MAX = 200;

const notFound = () => new ApiError(404, 'NotFound', 'parcelNotFound');
const conflict = (key: MessageKey, code: string) => new ApiError(409, code, key);
const notPending = () => conflict('claimNotPending', 'ClaimNotPending');

/**
 * The claim's forecast and the arrival it asks for, both locked, under the number's lock and, in the lock
 * order (combined-order/reprice.ts), the member's lock and the order the forecast is on; 404 / 409 otherwise.
 */
async function openClaim(tx: Db, tenantId: string, forecastId: string): Promise<{ forecast: ParcelRow; arrival: ParcelRow; order: CombinedOrderRow | null }> {
  const mineOf = and(eq(parcels.id, forecastId), eq(parcels.tenantId, tenantId), isNotNull(parcels.userId));
  const [head] = await tx.select({ trackingNumber: parcels.trackingNumber, userId: parcels.userId }).from(parcels).where(mineOf).limit(1);
  if (!head) throw notFound();
  await lockTrackingNumbers(tx, tenantId, [head.trackingNumber]);
  const order = await lockParcelOrder(tx, tenantId, head.userId!, forecastId);
  const [forecast] = await tx.select().from(parcels).where(mineOf).for('update');
  // An edit of the number committed between the read and the lock is another claim (or none).
  if (!forecast || forecast.status !== ParcelStatus.NotArrival || forecast.trackingNumber !== head.trackingNumber) throw notPending();
  const [arrival] = await tx
    .select()
    .from(parcels)
    .where(
      and(eq(parcels.tenantId, tenantId), eq(parcels.trackingNumber, forecast.trackingNumber), isNull(parcels.userId), inArray(parcels.status, [...CLAIMABLE])),
    )
    .for('update');
  if (!arrival) throw notPending();
  const [decided] = await tx
    .select({ id: parcelClaims.id })
    .from(parcelClaims)
    .where(and(eq(parcelClaims.forecastId, forecast.id), eq(parcelClaims.arrivalId, arrival.id)))
    .limit(1);
  if (decided) throw conflict('claimAlreadyDecided', 'ClaimAlreadyDecided');
  return { forecast, arrival, order };
}

const decision = (forecast: ParcelRow, arrivalId: string, kind: ClaimDecision, reason: string | null = null) => ({
  id: newId('PC'),
  tenantId: forecast.tenantId,
  forecastId: forecast.id,
  arrivalId,
  userId: forecast.userId!,
  decision: kind,
  reason,
});

/** Approve: the claiming member's forecast becomes the parcel at the warehouse. Returns it. */
export async function approveClaim(db: Db, tenantId: string, forecastId: string): Promise<ParcelRow> {
  return db.transaction(async (tx) => {
    const { forecast, arrival, order } = await openClaim(tx, tenantId, forecastId);
    // A label that names a member is that member's word: nobody else's claim can win it.
    if (arrival.labelMemberCode) {
      const [named] = await tx
        .select({ userId: memberProfiles.userId })
        .from(memberProfiles)
        .where(and(eq(memberProfiles.tenantId, tenantId), eq(memberProfiles.memberCode, arrival.labelMemberCode)))
        .limit(1);
      if (named && named.userId !== forecast.userId) throw conflict('claimLabelNamesAnother', 'ClaimLabelNamesAnother');
    }
    const now = new Date();
    // Retired first: the number may have one arrived parcel only (parcels_arrived_tracking_uq).
    const [retired] = await tx
      .update(parcels)
      .set({
        status: ParcelStatus.Canceled,
        cancelReason: `claim ${forecast.id}`,
        canceledAt: now,
        selectedToSubmit: false,
        updatedAt: now,
      })
      .where(and(eq(parcels.id, arrival.id), eq(parcels.status, arrival.status), isNull(parcels.userId)))
      .returning({ id: parcels.id });
    if (!retired) throw notPending();
    await tx.update(parcelPhotos).set({ parcelId: forecast.id }).where(eq(parcelPhotos.parcelId, arrival.id));
    await tx.update(parcelActionLogs).set({ parcelId: forecast.id }).where(eq(parcelActionLogs.parcelId, arrival.id));
    const [owned] = await tx
      .update(parcels)
      .set({
        status: arrival.status,
        warehouseId: arrival.warehouseId,
        weightGrams: arrival.weightGrams,
        lengthCm: arrival.lengthCm,
        widthCm: arrival.widthCm,
        heightCm: arrival.heightCm,
        labelMemberCode: arrival.labelMemberCode,
        abnormalReason: arrival.abnormalReason,
        arrivedAt: arrival.arrivedAt,
        inboundAt: arrival.inboundAt,
        updatedAt: now,
      })
      .where(and(eq(parcels.id, forecast.id), eq(parcels.status, ParcelStatus.NotArrival)))
      .returning();
    if (!owned) throw notPending();

    // The other members who asked for this arrival are told it went to its owner.
    const others = await tx
      .select()
      .from(parcels)
      .where(
        and(
          eq(parcels.tenantId, tenantId),
          eq(parcels.trackingNumber, forecast.trackingNumber),
          eq(parcels.status, ParcelStatus.NotArrival),
          isNotNull(parcels.userId),
          ne(parcels.id, forecast.id),
        ),
      );
    const decided = new Set(
      others.length
        ? (
            await tx
              .select({ forecastId: parcelClaims.forecastId })
              .from(parcelClaims)
              .where(
                and(
                  eq(parcelClaims.arrivalId, arrival.id),
                  inArray(
                    parcelClaims.forecastId,
                    others.map((o) => o.id),
                  ),
                ),
              )
          ).map((d) => d.forecastId)
        : [],
    );
    const told = others.filter((o) => !decided.has(o.id));
    await tx.insert(parcelClaims).values([decision(forecast, arrival.id, 'approved'), ...told.map((o) => decision(o, arrival.id, 'givenToAnother'))]);
    await logParcelActions(tx, [
      { parcelId: owned.id, action: 'claimApproved', actor: 'staff', warehouseId: owned.warehouseId },
      ...told.map((o): HistoryLine => ({ parcelId: o.id, action: 'claimRefused', actor: 'staff', warehouseId: o.warehouseId })),
    ]);
    // A parcel declared for forwarding as it is: its transhipment order is weighed and settled now.
    await weighOnArrival(tx, order, owned);
    return owned;
  });
}

/** Refuse, with the reason the member will read; the arrival keeps waiting for its owner. Returns the forecast. */
export async function refuseClaim(db: Db, tenantId: string, forecastId: string, reason: string): Promise<ParcelRow> {
  const why = reason.trim();
  if (!why) throw fieldError('reason', 'fieldRequired');
  if (why.length > CLAIM_REASON_MAX) throw fieldError('reason', 'fieldTooLong');
  return db.transaction(async (tx) => {
    const { forecast, arrival } = await openClaim(tx, tenantId, forecastId);
    await tx.insert(parcelClaims).values(decision(forecast, arrival.id, 'refused', why));
    await logParcelActions(tx, [{ parcelId: forecast.id, action: 'claimRefused', actor: 'staff', warehouseId: forecast.warehouseId, note: why }]);
    return forecast;
  });
}
