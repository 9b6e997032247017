// Paying waybills from the wallet (POST …/logistics-order/{id}/pay, combine-pay; payNow at submit): what is
// due is charged through the ledger — the first payment is a `payment` of the document, later ones
// (weighing or added parcels) `deduction`s linked to it — and the waybill moves on. The waybill row is
// locked first, so of many concurrent pays one charges and the others answer 409.
import { inArray, and, eq, asc } from 'drizzle-orm';
import { CombinedOrderStatus as S } from '../../../lib/contract/enums.ts';
import { COMBINE_PAY_MAX } from '../../../lib/contract/combined-order-rules.ts';
import type { Db } from '../../db/client.ts';
import { combinedOrders } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import { t, type MessageKey } from '../../i18n.ts';
import { markCouponUsed } from '../coupons/index.ts';
import { charge, deduct, InsufficientBalance, refund, walletBalance } from '../funds/index.ts';
import { lockCombinedOrder, setStatus, combinedOrderNotFound, type Actor, type CombinedOrderRow } from './machine.ts';
import { amountOwed, paidUpFront } from './owed.ts';

export const titles = (key: MessageKey, id: string) => ({
  titleZh: t('zh-Hans', key).replace('{id}', id),
  titleEn: t('en', key).replace('{id}', id),
});

const nothingDue = () => new ApiError(409, 'ALREADY_PAID', 'nothingDue');

/** Charges `amount` for the waybill: its first payment, or a deduction linked to it. Answers the patch. */
export async function chargeCombinedOrder(tx: Db, order: CombinedOrderRow, amount: number, title: MessageKey): Promise<Partial<CombinedOrderRow>> {
  const member = { tenantId: order.tenantId, userId: order.userId };
  let paymentId = order.paymentId;
  if (!paymentId) {
    paymentId = (await charge(tx, { ...member, amount, refType: 'waybill', refId: order.id, ...titles('combinedOrderPaymentTitle', order.id) })).id;
  } else {
    await deduct(tx, { ...member, paymentId, amount, ...titles(title, order.id) });
  }
  return { paymentId, paidTotal: order.paidTotal + amount, paidAt: order.paidAt ?? new Date() };
}

/** Gives `amount` of what was paid back to the wallet. */
export async function refundCombinedOrder(tx: Db, order: CombinedOrderRow, amount: number): Promise<Partial<CombinedOrderRow>> {
  if (amount <= 0 || !order.paymentId) return {};
  await refund(tx, {
    tenantId: order.tenantId,
    userId: order.userId,
    paymentId: order.paymentId,
    amount,
    ...titles('combinedOrderRefundTitle', order.id),
  });
  return { paidTotal: order.paidTotal - amount };
}

/** Where a paid waybill goes: back to packing when it was paid before packing, else ready to leave. */
const afterPayment = (order: CombinedOrderRow) => (order.final ? S.Packaged : S.PendingPacking);

/** Pays what an Unpaid waybill owes, inside the caller's transaction (the row already locked). */
export async function payLocked(tx: Db, order: CombinedOrderRow, actor: Actor): Promise<CombinedOrderRow> {
  if (order.status !== S.Unpaid) throw order.amountDue <= 0 ? nothingDue() : new ApiError(409, 'WAYBILL_NOT_PAYABLE', 'combinedOrderNotPayable');
  if (amountOwed(order) <= 0) throw nothingDue();
  const patch = await chargeCombinedOrder(tx, order, order.amountDue, paidUpFront(order) ? 'extraChargeTitle' : 'combinedOrderPaymentTitle');
  const paid = await setStatus(tx, order, afterPayment(order), { ...patch, amountDue: 0 }, { action: 'paid', actor });
  await markCouponUsed(tx, order.tenantId, order.id);
  return paid;
}

export function payCombinedOrder(db: Db, user: UserRow, id: string): Promise<CombinedOrderRow> {
  return db.transaction(async (tx) => payLocked(tx, await lockCombinedOrder(tx, user.tenantId, user.id, id), 'customer'));
}

async function lockMany(tx: Db, user: UserRow, ids: string[]): Promise<CombinedOrderRow[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0 || wanted.length > COMBINE_PAY_MAX) throw new ApiError(400, 'BadRequest', 'combinePayTooMany');
  const rows = await tx
    .select()
    .from(combinedOrders)
    .where(and(eq(combinedOrders.tenantId, user.tenantId), eq(combinedOrders.userId, user.id), inArray(combinedOrders.id, wanted)))
    .orderBy(asc(combinedOrders.id))
    .for('update');
  if (rows.length !== wanted.length) throw combinedOrderNotFound();
  return rows;
}

export async function combineFigures(db: Db, user: UserRow, ids: string[]) {
  const rows = await lockMany(db, user, ids);
  const { balance } = await walletBalance(db, user.tenantId, user.id);
  const items = rows.map((row) => ({ id: row.id, amountDue: amountOwed(row) }));
  const total = items.reduce((sum, item) => sum + item.amountDue, 0);
  return { items, total, balance, shortfall: Math.max(0, total - balance) };
}

/** Pays several waybills in one transaction: all of them or none (402 with the whole shortfall). */
export function combinePay(db: Db, user: UserRow, ids: string[]) {
  return db.transaction(async (tx) => {
    const rows = await lockMany(tx, user, ids);
    const total = rows.reduce((sum, row) => sum + amountOwed(row), 0);
    const { balance } = await walletBalance(tx, user.tenantId, user.id);
    if (total > balance) throw new InsufficientBalance(total - balance);
    for (const row of rows) await payLocked(tx, row, 'customer');
    return rows.map((row) => row.id);
  });
}
