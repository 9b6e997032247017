// The transhipment-order spreadsheet (POST /u/order/transhipmentOrders): one row = one order forwarding one
// parcel as it arrives. Every row is checked first (the forecast's card rules for the parcel, the address,
// the method to that address, the customs ID, duplicates in the file and in the tenant) and the valid rows
// priced with the row's estimated weight. confirm=1 is all or nothing — unlike the parcel import: any error
// or skipped row and nothing is written; otherwise, in one transaction under the tracking-number locks,
// each row becomes a forecast parcel (NotArrival, Transshipment) and its order through placeOrder.
import type { Locale } from '../../../lib/contract/constants.ts';
import { DeliveryMode } from '../../../lib/contract/enums.ts';
import type { TranshipmentImportPreview } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { parcelGoods } from '../../db/schema/index.ts';
import type { SiteRow, UserRow } from '../../http.ts';
import { localized, toDecimal } from '../../kernel/localized.ts';
import { lockPoints } from '../coupons/index.ts';
import { orderCurrency, placeOrder, quoteParcels, withEstimate } from '../combined-order/index.ts';
import { type ErrorList, errorList, filterRequired, type ImportError, parseSheet, type SheetRow } from '../import/index.ts';
import {
  chunked,
  INBOUND_CARRIERS,
  isUniqueViolation,
  insertForecasts,
  lockTrackingNumbers,
  logParcelsAction,
  normalizeTrackingNumber,
  ownActiveNumbers,
} from '../parcels/index.ts';
import { kg } from '../shipping/index.ts';
import { TRANSHIPMENT_BATCH, type TranshipmentBatchKey as K } from './batch-definition.ts';
import { type Candidate, checkRow, loadBatchRefs, lookup, type RowContext } from './batch-rows.ts';

/**
 * Tracking numbers repeated in the file (each later row names the first) and those the member already has
 * (the forecast's rule: another member's numbers are not looked at, so they answer as unknown ones).
 */
async function checkNumbers(db: Db, user: UserRow, candidates: SheetRow<K>[], errors: ErrorList<K>) {
  const firstAt = new Map<string, SheetRow<K>>();
  for (const row of candidates) {
    if (errors.has(row.row, 'trackingNumber')) continue;
    const number = normalizeTrackingNumber(row.values.trackingNumber);
    const first = firstAt.get(number);
    if (first) errors.add(row.row, 'trackingNumber', row.values.trackingNumber, 'transhipmentTrackingDuplicate', { row: first.row });
    else firstAt.set(number, row);
  }
  for (const number of await ownActiveNumbers(db, user, [...firstAt.keys()])) {
    const row = firstAt.get(number)!;
    errors.add(row.row, 'trackingNumber', row.values.trackingNumber, 'parcelAlreadyForecast');
  }
}

/** Another request took one of the numbers between the check and the write (found under the locks). */
class NumbersTaken extends Error {}

/** All the orders in one transaction: the numbers locked, checked again, the parcels forecast, then each order placed. */
async function createOrders(db: Db, user: UserRow, site: SiteRow, valid: Candidate[], locale: Locale): Promise<string[]> {
  return db.transaction(async (tx) => {
    const numbers = valid.map((c) => c.card.trackingNumber);
    await lockTrackingNumbers(tx, user.tenantId, numbers);
    if ((await ownActiveNumbers(tx, user, numbers)).size > 0) throw new NumbersTaken();
    const pointsBalance = await lockPoints(tx, user);
    const now = new Date();
    const created = await insertForecasts(
      tx,
      user,
      valid.map((c) => c.card),
      (card) => ({
        carrierCode: card.carrierCode,
        carrierName: card.carrierName,
        deliveryMode: DeliveryMode.Transshipment,
        declaredName: card.declaredName,
        declaredValue: card.declaredValue,
        currency: card.currency,
        isInsurance: false,
        remark: null,
        createdAt: now,
        updatedAt: now,
      }),
    );
    const goods = valid.flatMap((c, i) => c.card.goods.map((g, sort) => ({ id: newId('PG'), parcelId: created[i].id, sort, ...g })));
    for (const part of chunked(goods)) await tx.insert(parcelGoods).values(part);
    await logParcelsAction(tx, created, { action: 'forecast', actor: 'customer' });

    const ids: string[] = [];
    for (const [i, c] of valid.entries()) {
      const parcel = created[i];
      const placed = await placeOrder(
        tx,
        user,
        site,
        {
          rows: [parcel],
          quoted: withEstimate(await quoteParcels(tx, [parcel]), c.grams),
          warehouseId: c.card.warehouseId,
          address: c.address,
          addressId: null,
          deliveryMode: DeliveryMode.Transshipment,
          estimatedWeightGrams: c.grams,
          submittedEvent: 'eventTranshipmentSubmitted',
        },
        { methodId: c.method.id, serviceIds: [], remark: c.remark, customsId: c.customsId },
        pointsBalance,
        locale,
      );
      ids.push(placed.id);
    }
    return ids;
  });
}

export interface BatchRun {
  preview: TranshipmentImportPreview;
  errors: ImportError[];
}

export interface BatchOptions {
  bytes: Uint8Array;
  locale: Locale;
  /** confirm=1: create every order of the file, or none. */
  confirm: boolean;
}

/** Every row checked and the valid ones priced (nothing written); with `confirm` and no error at all, every order created. */
export async function runTranshipmentBatch(db: Db, user: UserRow, site: SiteRow, options: BatchOptions): Promise<BatchRun> {
  const { locale } = options;
  // Priced in the wallet's currency, as every order is (combined-order/pricing.ts orderCurrency).
  const currency = await orderCurrency(db, user.tenantId);
  const sheet = await parseSheet(options.bytes, TRANSHIPMENT_BATCH, locale, user.id);
  const errors = errorList(TRANSHIPMENT_BATCH, locale);
  const { kept, skippedRows } = filterRequired(sheet.rows, TRANSHIPMENT_BATCH, errors);
  const refs = await loadBatchRefs(db, user.tenantId, currency, locale);
  const ctx: RowContext = {
    locale,
    currency,
    errors,
    refs,
    warehouse: lookup(refs.warehouses.map((w) => [w, [w.id, w.nameZh, w.nameEn]])),
    goodsType: lookup(refs.goodsTypes.map((g) => [g, [g.code, g.id, g.nameZh, g.nameEn]])),
    carrier: lookup(INBOUND_CARRIERS.map((c) => [c, [c.code, c.nameZh, c.nameEn]])),
    method: lookup(refs.catalog.methods.map((m) => [m, [m.code, m.id]])),
    country: lookup(refs.countries.map((c) => [c, [c.code]])),
  };
  const checked = kept.map((row) => checkRow(row, ctx));
  await checkNumbers(db, user, kept, errors);
  const failed = errors.rows();
  const valid = checked.filter((c): c is Candidate => c !== null && !failed.has(c.row.row));
  const list = errors.list();

  let createdIds: string[] = [];
  if (options.confirm && list.length === 0 && valid.length > 0) {
    try {
      createdIds = await createOrders(db, user, site, valid, locale);
    } catch (err) {
      // Another request forecast one of these numbers meanwhile: nothing was written; show the file as it is now.
      if (err instanceof NumbersTaken || isUniqueViolation(err)) return runTranshipmentBatch(db, user, site, { ...options, confirm: false });
      throw err;
    }
  }
  return {
    errors: list,
    preview: {
      orders: valid.map((c) => ({
        row: c.row.row,
        trackingNumber: c.card.trackingNumber,
        recipientName: c.address.recipientName,
        countryCode: c.address.countryCode,
        methodName: localized(locale, c.method.nameZh, c.method.nameEn),
        estimatedWeight: kg(c.grams),
        total: toDecimal(c.total),
        currency,
      })),
      errors: list,
      skippedRows,
      totalRows: sheet.rows.length,
      imported: createdIds.length > 0,
      createdIds,
    },
  };
}
