// The member's goods: adding (merging into the cart), the list, one good, changing and removing a good
// still in the cart. Everything that arrives here came from a browser extension or a paste: untrusted.
// Merge rules (docs/decisions.md "Ship-for-me"): the same clientKey adds nothing (a retried hand-over);
// the same page and spec already in the cart keeps one line with the larger quantity; else a new line.
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import {
  CART_MAX,
  GOOD_PRICE_MAX,
  GOOD_QUANTITY_MAX,
  type GoodAction,
  goodIdentity,
  GoodStatus,
  platformOf,
  safeWebUrl,
} from '../../../lib/contract/ship-for-me-rules.ts';
import type { AddGoodsResult, GoodInput, GoodList, GoodListRequest, GoodUpdateInput } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { shipForMeGoods } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import { ownedBy } from '../../kernel/customers.ts';
import { optionalPage } from '../../kernel/list.ts';
import { lockPoints } from '../coupons/index.ts';
import { cleanDeclaration, type CleanDeclaration, goodsTypeIds, minorOf } from './declaration.ts';
import { type GoodIssue, GoodsFieldError, placed } from './goods-errors.ts';
import { assertStatus, type GoodRow, goodsNotReady, ownGoods } from './goods-store.ts';
import { goodsWire, ratesTo } from './goods-wire.ts';

type Member = Pick<UserRow, 'id' | 'tenantId'>;
type NewGood = Omit<typeof shipForMeGoods.$inferInsert, 'id' | 'tenantId' | 'userId' | 'status' | 'history'>;

export const cartFull = () => new ApiError(409, 'CART_FULL', 'shipForMeCartFull', String(CART_MAX));
const historyLine = (action: GoodAction, ref: string | null, at: Date) =>
  sql`${shipForMeGoods.history} || ${JSON.stringify([{ at: at.toISOString(), action, ref }])}::jsonb`;
const trimmed = (v: string | null | undefined) => (v ?? '').trim();

/** One good of a request, checked and normalized; issues relative to the good. */
export function cleanGood(input: GoodInput, types: string[], issues: GoodIssue[]): NewGood {
  const own: GoodIssue[] = [];
  const at = (field: string, key: GoodIssue['key']) => own.push({ field, key });
  const url = safeWebUrl(trimmed(input.url));
  if (!url) at('url', 'goodUrlInvalid');
  const imageText = trimmed(input.imageUrl);
  const image = imageText ? safeWebUrl(imageText) : null;
  if (imageText && !image) at('imageUrl', 'goodUrlInvalid');
  const title = trimmed(input.title);
  if (!title) at('title', 'fieldRequired');
  const shopName = trimmed(input.shopName);
  if (!shopName) at('shopName', 'fieldRequired');
  const unitPrice = minorOf(input.unitPrice, GOOD_PRICE_MAX);
  if (unitPrice === null) at('unitPrice', 'goodPriceInvalid');
  const quantity = input.quantity;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > GOOD_QUANTITY_MAX) at('quantity', 'goodQuantityInvalid');
  const spec = trimmed(input.spec) || null;
  // The declaration is checked once the good itself is sound: a prefilled field cannot be wrong alone.
  const declaration: CleanDeclaration | null = own.length
    ? null
    : cleanDeclaration(input.declaration, { title, goodsTypeId: types[0] ?? '', unitPrice: unitPrice!, quantity }, new Set(types), own);
  issues.push(...own);
  const href = url?.href ?? '';
  return {
    source: input.source ?? 'manual',
    clientKey: input.clientKey ?? null,
    identity: goodIdentity({ url: href, spec }),
    platform: platformOf(href),
    shopName,
    title,
    url: href,
    imageUrl: image?.href ?? null,
    spec,
    unitPrice: unitPrice ?? 0,
    currency: input.currency,
    quantity,
    declaredName: declaration?.declaredName ?? '',
    goodsTypeId: declaration?.goodsTypeId ?? '',
    declaredValue: declaration?.declaredValue ?? 0,
    declaredQuantity: declaration?.declaredQuantity ?? 0,
  };
}

const mine = (user: Member) => ownedBy(shipForMeGoods, user.tenantId, user.id);

async function cartCount(tx: Db, user: Member): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(shipForMeGoods)
    .where(and(mine(user), eq(shipForMeGoods.status, GoodStatus.InCart)));
  return row.n;
}

/** Merges one clean good into the cart; the row it became, and whether it was merged. */
async function mergeOne(tx: Db, user: Member, good: NewGood, room: { left: number }, now: Date): Promise<{ row: GoodRow; merged: boolean }> {
  if (good.clientKey) {
    const [same] = await tx
      .select()
      .from(shipForMeGoods)
      .where(and(mine(user), eq(shipForMeGoods.clientKey, good.clientKey)));
    if (same) return { row: same, merged: true };
  }
  const [line] = await tx
    .select()
    .from(shipForMeGoods)
    .where(and(mine(user), eq(shipForMeGoods.identity, good.identity), eq(shipForMeGoods.status, GoodStatus.InCart)))
    .orderBy(asc(shipForMeGoods.createdAt), asc(shipForMeGoods.id))
    .limit(1);
  if (line) {
    const quantity = Math.max(line.quantity, good.quantity!);
    // A declared quantity that followed the good's quantity keeps following it.
    const declaredQuantity = line.declaredQuantity === line.quantity ? quantity : line.declaredQuantity;
    const [row] = await tx
      .update(shipForMeGoods)
      .set({
        quantity,
        declaredQuantity,
        clientKey: line.clientKey ?? good.clientKey,
        history: historyLine('merged', good.clientKey ?? null, now),
        updatedAt: now,
      })
      .where(eq(shipForMeGoods.id, line.id))
      .returning();
    return { row, merged: true };
  }
  if (room.left <= 0) throw cartFull();
  room.left -= 1;
  const id = newId('G');
  const [row] = await tx
    .insert(shipForMeGoods)
    .values({
      ...good,
      id,
      tenantId: user.tenantId,
      userId: user.id,
      status: GoodStatus.InCart,
      history: [{ at: now.toISOString(), action: 'collected', ref: null }],
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { row, merged: false };
}

/**
 * Adds goods to the member's cart, all or nothing, under the member's lock (their points account, lock
 * order step 2 of combined-order/reprice.ts): two merges of the same local cart run one after the other,
 * and the second finds the first one's lines.
 */
export async function addGoods(db: Db, user: Member, inputs: GoodInput[], locale: Locale): Promise<AddGoodsResult> {
  const types = await goodsTypeIds(db, user.tenantId);
  const issues: GoodIssue[] = [];
  const goods = inputs.map((input, i) => {
    const own: GoodIssue[] = [];
    const good = cleanGood(input, types, own);
    issues.push(...placed(own, `goods.${i}`));
    return good;
  });
  if (issues.length) throw new GoodsFieldError(issues);
  const { rows, merged } = await db.transaction(async (tx) => {
    await lockPoints(tx, user);
    const now = new Date();
    const room = { left: CART_MAX - (await cartCount(tx, user)) };
    const byId = new Map<string, GoodRow>();
    let mergedCount = 0;
    for (const good of goods) {
      const done = await mergeOne(tx, user, good, room, now);
      byId.set(done.row.id, done.row);
      if (done.merged) mergedCount += 1;
    }
    return { rows: [...byId.values()], merged: mergedCount };
  });
  return { items: await goodsWire(db, user.tenantId, rows, locale), added: goods.length - merged, merged };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first, grouped by shop: the shops by their newest good, then each shop's goods newest first. */
export async function listGoods(db: Db, user: Member, request: GoodListRequest, locale: Locale): Promise<GoodList> {
  const keyword = trimmed(request.keyword);
  const filters: SQL[] = [mine(user)!];
  if (keyword) {
    const p = `%${escapeLike(keyword)}%`;
    filters.push(or(ilike(shipForMeGoods.title, p), ilike(shipForMeGoods.shopName, p), ilike(shipForMeGoods.spec, p))!);
  }
  const status = request.status ?? null;
  const where = and(...filters, ...(status === null ? [] : [eq(shipForMeGoods.status, status)]));
  const page = optionalPage(request);
  const [rows, [total], counts, { siteCurrency }] = await Promise.all([
    db
      .select()
      .from(shipForMeGoods)
      .where(where)
      .orderBy(
        desc(sql`max(${shipForMeGoods.createdAt}) over (partition by ${shipForMeGoods.shopName})`),
        asc(shipForMeGoods.shopName),
        desc(shipForMeGoods.createdAt),
        desc(shipForMeGoods.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(shipForMeGoods).where(where),
    db
      .select({ status: shipForMeGoods.status, count: count() })
      .from(shipForMeGoods)
      .where(and(...filters))
      .groupBy(shipForMeGoods.status)
      .orderBy(asc(shipForMeGoods.status)),
    ratesTo(db, user.tenantId),
  ]);
  return { totalCount: total.n, items: await goodsWire(db, user.tenantId, rows, locale), counts, siteCurrency };
}

/** Quantity, spec and declaration of a good still in the cart (409 GOODS_NOT_READY otherwise). */
export async function updateGood(db: Db, user: Member, id: string, input: GoodUpdateInput): Promise<GoodRow> {
  const types = await goodsTypeIds(db, user.tenantId);
  return db.transaction(async (tx) => {
    const [row] = await ownGoods(tx, user, [id], true);
    assertStatus([row], [GoodStatus.InCart]);
    const issues: GoodIssue[] = [];
    if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > GOOD_QUANTITY_MAX)
      issues.push({ field: 'quantity', key: 'goodQuantityInvalid' });
    const declaration = cleanDeclaration(
      input.declaration,
      { title: row.title, goodsTypeId: row.goodsTypeId, unitPrice: row.unitPrice, quantity: input.quantity },
      new Set(types),
      issues,
    );
    if (issues.length) throw new GoodsFieldError(issues);
    const spec = input.spec === undefined ? row.spec : trimmed(input.spec) || null;
    const now = new Date();
    const [updated] = await tx
      .update(shipForMeGoods)
      .set({
        quantity: input.quantity,
        spec,
        identity: goodIdentity({ url: row.url, spec }),
        ...declaration,
        history: historyLine('edited', null, now),
        updatedAt: now,
      })
      .where(and(eq(shipForMeGoods.id, row.id), eq(shipForMeGoods.status, GoodStatus.InCart)))
      .returning();
    if (!updated) throw goodsNotReady([row.title]);
    return updated;
  });
}

/** Deletes goods still in the cart; 404 for one not the member's, 409 for one already sent. */
export async function removeGoods(db: Db, user: Member, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await ownGoods(tx, user, ids, true);
    assertStatus(rows, [GoodStatus.InCart]);
    for (const row of rows) await tx.delete(shipForMeGoods).where(and(eq(shipForMeGoods.id, row.id), eq(shipForMeGoods.status, GoodStatus.InCart)));
  });
}
