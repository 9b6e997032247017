// Enquiries: the member asks the warehouse for a quote on goods in the cart (they leave the cart), staff
// answer with a method and an expected weight (the fee by the waybill's rules), and either side closes it
// (the goods go back to the cart). Accepting is a logistics order (./send-routes.ts). Each change runs
// under the member's lock (their points account, combined-order/reprice.ts's lock order step 2), then
// the enquiry's row, then its goods; states move by conditional updates, so two answers never both land.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { EnquiryStatus, GoodStatus } from '../../../lib/contract/ship-for-me-rules.ts';
import type { EnquiryInput } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { shipForMeEnquiries, shipForMeGoods, warehouses } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import { ownedBy } from '../../kernel/customers.ts';
import { optionalPage } from '../../kernel/list.ts';
import { fieldError } from '../../kernel/router.ts';
import { addressSnapshot, ownAddress } from '../combined-order/index.ts';
import { lockPoints } from '../coupons/index.ts';
import type { EnquiryRow } from './enquiry-wire.ts';
import { assertStatus, moveGoods, ownGoods } from './goods-store.ts';
import { goodsFee } from './logistics-fee.ts';

type Member = Pick<UserRow, 'id' | 'tenantId'>;

export const enquiryNotFound = () => new ApiError(404, 'NotFound', 'enquiryNotFound');
const notOpen = () => new ApiError(409, 'ENQUIRY_NOT_OPEN', 'enquiryNotOpen');
const notClosable = () => new ApiError(409, 'ENQUIRY_NOT_CLOSABLE', 'enquiryNotClosable');
const CLOSABLE = [EnquiryStatus.Open, EnquiryStatus.Answered];

/** An enquiry of the tenant (of the member when `userId` is given), locked when asked; 404 otherwise. */
async function findEnquiry(db: Db, tenantId: string, userId: string | null, id: string, lock = false): Promise<EnquiryRow> {
  const where = and(eq(shipForMeEnquiries.id, id), eq(shipForMeEnquiries.tenantId, tenantId), userId ? eq(shipForMeEnquiries.userId, userId) : undefined);
  const query = db.select().from(shipForMeEnquiries).where(where);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw enquiryNotFound();
  return row;
}

export const ownEnquiry = (db: Db, user: Member, id: string) => findEnquiry(db, user.tenantId, user.id, id);

/** The member's lock, then the enquiry's row (read first to learn whose it is: staff name only the enquiry). */
async function lockEnquiry(tx: Db, tenantId: string, userId: string | null, id: string): Promise<EnquiryRow> {
  const seen = await findEnquiry(tx, tenantId, userId, id);
  await lockPoints(tx, { tenantId, id: seen.userId });
  return findEnquiry(tx, tenantId, userId, id, true);
}

/** The goods now waiting on the enquiry, locked. */
const waitingGoods = (tx: Db, row: EnquiryRow) =>
  tx
    .select()
    .from(shipForMeGoods)
    .where(and(eq(shipForMeGoods.tenantId, row.tenantId), eq(shipForMeGoods.enquiryId, row.id), eq(shipForMeGoods.status, GoodStatus.Enquiry)))
    .orderBy(shipForMeGoods.id)
    .for('update');

export async function createEnquiry(db: Db, user: UserRow, input: EnquiryInput): Promise<EnquiryRow> {
  const [house] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, user.tenantId), eq(warehouses.id, input.warehouseId)));
  if (!house) throw fieldError('warehouseId', 'enquiryWarehouseNotFound');
  const address = await ownAddress(db, user, input.addressId);
  return db.transaction(async (tx) => {
    await lockPoints(tx, user);
    const goods = await ownGoods(tx, user, input.goodsIds, true);
    assertStatus(goods, [GoodStatus.InCart]);
    const now = new Date();
    const id = newId('Q');
    const [row] = await tx
      .insert(shipForMeEnquiries)
      .values({
        id,
        tenantId: user.tenantId,
        userId: user.id,
        status: EnquiryStatus.Open,
        warehouseId: house.id,
        address: addressSnapshot(address),
        addressId: address.id,
        remark: input.remark?.trim() || null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await moveGoods(tx, goods, GoodStatus.InCart, { status: GoodStatus.Enquiry, enquiryId: id }, 'enquired', id, now);
    return row;
  });
}

export async function listEnquiries(db: Db, user: Member, query: { status?: number | null; skipCount?: number | null; maxResultCount?: number | null }) {
  const where = and(ownedBy(shipForMeEnquiries, user.tenantId, user.id), query.status ? eq(shipForMeEnquiries.status, query.status) : undefined);
  const page = optionalPage(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shipForMeEnquiries)
      .where(where)
      .orderBy(desc(shipForMeEnquiries.createdAt), desc(shipForMeEnquiries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(shipForMeEnquiries).where(where),
  ]);
  return { totalCount: total.n, rows };
}

/** The tenant's enquiries for staff (one status or all), newest first, at most 200. */
export function staffEnquiries(db: Db, tenantId: string, status?: number | null): Promise<EnquiryRow[]> {
  return db
    .select()
    .from(shipForMeEnquiries)
    .where(and(eq(shipForMeEnquiries.tenantId, tenantId), status ? eq(shipForMeEnquiries.status, status) : undefined))
    .orderBy(desc(shipForMeEnquiries.createdAt), desc(shipForMeEnquiries.id))
    .limit(200);
}

/**
 * Open or Answered → Closed, its goods back in the cart. `userId`: the member's own (null: staff refusing).
 * 409 ENQUIRY_NOT_CLOSABLE once accepted or closed.
 */
export async function closeEnquiry(db: Db, tenantId: string, userId: string | null, id: string, reason: string | null | undefined): Promise<EnquiryRow> {
  return db.transaction(async (tx) => {
    const row = await lockEnquiry(tx, tenantId, userId, id);
    if (!CLOSABLE.includes(row.status as (typeof CLOSABLE)[number])) throw notClosable();
    const now = new Date();
    const [closed] = await tx
      .update(shipForMeEnquiries)
      .set({ status: EnquiryStatus.Closed, closedReason: reason?.trim() || null, updatedAt: now })
      .where(and(eq(shipForMeEnquiries.id, row.id), inArray(shipForMeEnquiries.status, CLOSABLE)))
      .returning();
    if (!closed) throw notClosable();
    await moveGoods(tx, await waitingGoods(tx, row), GoodStatus.Enquiry, { status: GoodStatus.InCart, enquiryId: null }, 'enquiryClosed', row.id, now);
    return closed;
  });
}

export interface StaffAnswer {
  methodId: string;
  /** kg */
  estimatedWeight: number;
  note?: string | null;
}

/** Open → Answered with the method, the expected weight and the fee by the waybill's rules; 409 ENQUIRY_NOT_OPEN otherwise. */
export async function answerEnquiry(db: Db, tenantId: string, id: string, answer: StaffAnswer): Promise<EnquiryRow> {
  return db.transaction(async (tx) => {
    const row = await lockEnquiry(tx, tenantId, null, id);
    if (row.status !== EnquiryStatus.Open) throw notOpen();
    const goods = await waitingGoods(tx, row);
    const grams = Math.round(answer.estimatedWeight * 1000);
    const { total, currency } = await goodsFee(tx, tenantId, goods, grams, answer.methodId, row.address);
    const now = new Date();
    const [answered] = await tx
      .update(shipForMeEnquiries)
      .set({
        status: EnquiryStatus.Answered,
        answerMethodId: answer.methodId,
        answerWeightGrams: grams,
        answerTotal: total,
        answerCurrency: currency,
        answerNote: answer.note?.trim() || null,
        answeredAt: now,
        updatedAt: now,
      })
      .where(and(eq(shipForMeEnquiries.id, row.id), eq(shipForMeEnquiries.status, EnquiryStatus.Open)))
      .returning();
    if (!answered) throw notOpen();
    await moveGoods(tx, goods, GoodStatus.Enquiry, { status: GoodStatus.Enquiry, enquiryId: row.id }, 'enquiryAnswered', row.id, now);
    return answered;
  });
}
