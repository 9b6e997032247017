// The transhipment-order spreadsheet (POST /u/order/transhipmentOrders): one row = one order forwarding one
// parcel as it arrives. Every row is checked first (the forecast's card rules for the parcel, the address,
// the method to that address, the customs ID, duplicates in the file and in the tenant) and the valid rows
// priced with the row's estimated weight. confirm=1 is all or nothing — unlike the parcel import: any error
// or skipped row and nothing is written; otherwise, in one transaction under the tracking-number locks,
// each row becomes a forecast parcel (NotArrival, Transshipment) and its order through placeOrder.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { DeliveryMode, ParcelStatus } from '../../../lib/contract/enums.ts';
import { OTHER_CARRIER, REMARK_MAX } from '../../../lib/contract/parcel-rules.ts';
import { ESTIMATED_WEIGHT_MAX, ESTIMATED_WEIGHT_MIN } from '../../../lib/contract/transhipment-rules.ts';
import type { ForecastParcelInput, TranshipmentImportPreview } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { countries, parcelGoods, parcels } from '../../db/schema/index.ts';
import type { SiteRow, UserRow } from '../../http.ts';
import type { MessageKey } from '../../i18n.ts';
import { localized, toDecimal } from '../../kernel/localized.ts';
import { FieldError } from '../../kernel/router.ts';
import { lockPoints } from '../coupons/points.ts';
import { cleanCustomsId, methodTo, quoteParcels } from '../combined-order/inputs.ts';
import { priceWith } from '../combined-order/pricing.ts';
import { methodBlocks, type QuoteParcel, withEstimate } from '../combined-order/quote.ts';
import type { AddressSnapshot } from '../combined-order/stored.ts';
import { placeOrder } from '../combined-order/submit.ts';
import { parseSheet, type SheetRow } from '../import/sheet.ts';
import { type ErrorList, errorList, filterRequired, type ImportError } from '../import/validate.ts';
import { INBOUND_CARRIERS } from '../parcels/carriers.ts';
import { type CleanParcel, cleanCard, loadRefs, normalizeTrackingNumber, type TenantRefs } from '../parcels/forecast-input.ts';
import { logParcelActions } from '../parcels/history.ts';
import { type ImportRefs, loadImportRefs } from '../parcels/import.ts';
import { chunked, isUniqueViolation, lockTrackingNumbers } from '../parcels/tracking-lock.ts';
import type { ParcelRow } from '../parcels/wire.ts';
import { kg } from '../shipping/fees.ts';
import { type Catalog, loadCatalog } from '../shipping/service.ts';
import { TRANSHIPMENT_BATCH, type TranshipmentBatchKey as K } from './batch-definition.ts';

/** Address limits of the address book (server/modules/address/routes.ts). */
const LIMITS = { recipientName: 64, city: 64, address: 200, postcode: 16, customsId: 32 } as const;
const PHONE_CODE = /^\d{1,4}$/;
const PHONE = /^\d{5,20}$/;

type CountryRow = typeof countries.$inferSelect;
type MethodRow = Catalog['methods'][number];

/** Everything a row names, loaded once per file. */
export interface BatchRefs extends ImportRefs {
  countries: CountryRow[];
  catalog: Catalog;
  forecast: TenantRefs;
}

export async function loadBatchRefs(db: Db, tenantId: string, currency: string, locale: Locale): Promise<BatchRefs> {
  const [refs, list, catalog, forecast] = await Promise.all([
    loadImportRefs(db, tenantId),
    db.select().from(countries).orderBy(asc(countries.sort), asc(countries.code)),
    loadCatalog(db, tenantId, currency, locale),
    loadRefs(db, tenantId),
  ]);
  return { ...refs, countries: list, catalog, forecast };
}

const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Text → value by every spelling given (code, id, both names), compared without case. */
function lookup<T>(entries: [T, string[]][]): (text: string) => T | undefined {
  const map = new Map<string, T>();
  for (const [value, spellings] of entries) for (const s of spellings) if (s && !map.has(norm(s))) map.set(norm(s), value);
  return (text) => map.get(norm(text));
}

/** One valid row, ready to be priced and written. */
interface Candidate {
  row: SheetRow<K>;
  card: CleanParcel;
  grams: number;
  method: MethodRow;
  address: AddressSnapshot;
  customsId: string | null;
  remark: string | null;
  quoted: QuoteParcel;
  /** The estimate's total (minor units): no coupon, no points, no services. */
  total: number;
}

interface RowContext {
  locale: Locale;
  currency: string;
  errors: ErrorList<K>;
  refs: BatchRefs;
  warehouse: (text: string) => ImportRefs['warehouses'][number] | undefined;
  goodsType: (text: string) => ImportRefs['goodsTypes'][number] | undefined;
  carrier: (text: string) => (typeof INBOUND_CARRIERS)[number] | undefined;
  method: (text: string) => MethodRow | undefined;
  country: (text: string) => CountryRow | undefined;
}

/** A field of the forecast's card → the column it came from. */
const CARD_FIELDS: Record<string, K> = {
  warehouseId: 'warehouse',
  trackingNumber: 'trackingNumber',
  carrierCode: 'carrier',
  carrierName: 'carrier',
  'goods.0.declaredName': 'goodsName',
  'goods.0.goodsTypeId': 'goodsType',
  'goods.0.quantity': 'quantity',
  'goods.0.unitValue': 'unitValue',
  'goods.0.currency': 'unitValue',
};

/** The estimated weight in kg → grams; null when it is not a number within the bounds. */
function weightGrams(text: string): number | null {
  const kg = Number(text);
  if (text === '' || !Number.isFinite(kg) || kg < ESTIMATED_WEIGHT_MIN || kg > ESTIMATED_WEIGHT_MAX) return null;
  return Math.round(kg * 1000);
}

/** Every check of one row that needs no other row; the candidate when nothing was wrong with it. */
function checkRow(row: SheetRow<K>, ctx: RowContext): Candidate | null {
  const v = row.values;
  const at = row.row;
  const add = (key: K, message: MessageKey) => {
    if (!ctx.errors.has(at, key)) ctx.errors.add(at, key, v[key], message);
  };

  const house = ctx.warehouse(v.warehouse);
  if (!house) add('warehouse', 'parcelImportWarehouseUnknown');
  const type = ctx.goodsType(v.goodsType);
  if (!type) add('goodsType', 'parcelImportGoodsTypeUnknown');
  const carrier = ctx.carrier(v.carrier);
  // The forecast's own rules for the parcel (tracking number, carrier, goods line): quantities and amounts
  // go as text, it parses and range-checks them.
  const input: ForecastParcelInput = {
    warehouseId: house?.id ?? v.warehouse,
    trackingNumber: v.trackingNumber,
    carrierCode: carrier?.code ?? OTHER_CARRIER,
    carrierName: carrier ? null : v.carrier,
    deliveryMode: DeliveryMode.Transshipment,
    goods: [
      {
        declaredName: v.goodsName,
        goodsTypeId: type?.id ?? v.goodsType,
        quantity: v.quantity as unknown as number,
        unitValue: v.unitValue as unknown as number,
        currency: ctx.currency,
      },
    ],
    isInsurance: false,
    remark: null,
  };
  const { value: card, issues } = cleanCard(input, ctx.refs.forecast);
  for (const issue of issues) add(CARD_FIELDS[issue.field] ?? 'trackingNumber', issue.key);

  const grams = weightGrams(v.estimatedWeight);
  if (grams === null) add('estimatedWeight', 'estimatedWeightInvalid');
  const method = ctx.method(v.method);
  if (!method) add('method', 'transhipmentMethodUnknown');

  if (v.recipientName.length > LIMITS.recipientName) add('recipientName', 'fieldTooLong');
  const phoneCode = v.phoneCode.replace(/^\+/, '');
  if (!PHONE_CODE.test(phoneCode)) add('phoneCode', 'transhipmentPhoneInvalid');
  const phone = v.phone.replace(/[\s-]/g, '');
  if (!PHONE.test(phone)) add('phone', 'transhipmentPhoneInvalid');
  const country = ctx.country(v.countryCode);
  if (!country) add('countryCode', 'transhipmentCountryUnknown');
  if (v.city.length > LIMITS.city) add('city', 'fieldTooLong');
  if (v.address.length > LIMITS.address) add('address', 'fieldTooLong');
  if (v.postcode.length > LIMITS.postcode) add('postcode', 'fieldTooLong');
  else if (v.postcode && country?.postcodePattern && !new RegExp(country.postcodePattern).test(v.postcode)) add('postcode', 'postcodeInvalid');
  if (v.remark.length > REMARK_MAX) add('remark', 'fieldTooLong');

  // The destination's customs ID: the rule follows the country code as written.
  let customsId: string | null = null;
  if (v.customsId.length > LIMITS.customsId) add('customsId', 'fieldTooLong');
  else {
    try {
      customsId = cleanCustomsId(v.countryCode.toUpperCase(), v.customsId);
    } catch (err) {
      if (!(err instanceof FieldError)) throw err;
      add('customsId', err.issues[0].key);
    }
  }

  if (!type || grams === null || !method || !country) return null;
  const quoted: QuoteParcel = {
    weightGrams: grams,
    lengthCm: null,
    widthCm: null,
    heightCm: null,
    declaredValue: card.declaredValue,
    currency: card.currency,
    isInsurance: false,
    goodsTypeIds: [type.id],
    services: [],
  };
  const address: AddressSnapshot = {
    recipientName: v.recipientName,
    internationalCode: phoneCode,
    phone,
    countryCode: country.code,
    regionId: null,
    city: v.city,
    addressLine1: v.address,
    addressLine2: null,
    postcode: v.postcode || null,
  };
  const { rate } = methodTo(ctx.refs.catalog, method.id, address);
  if (!rate || methodBlocks(method, rate, [quoted]).length > 0) add('method', 'transhipmentMethodCannotCarry');
  if (!rate || ctx.errors.rows().has(at)) return null;
  const quote = priceWith(method, rate, { parcels: [quoted], services: [], currency: ctx.currency, couponDiscountOn: () => 0, points: 0 });
  return { row, card, grams, method, address, customsId, remark: v.remark || null, quoted, total: quote.total };
}

const CLAIMABLE: readonly number[] = [ParcelStatus.Arrived, ParcelStatus.Inbound];

/** The numbers already active in the tenant, with what to say about each (the forecast's wording). */
async function takenNumbers(db: Db, user: UserRow, numbers: string[]): Promise<Map<string, MessageKey>> {
  const taken = new Map<string, MessageKey>();
  if (numbers.length === 0) return taken;
  for (const part of chunked(numbers)) {
    const rows = await db
      .select({ trackingNumber: parcels.trackingNumber, userId: parcels.userId, status: parcels.status })
      .from(parcels)
      .where(and(eq(parcels.tenantId, user.tenantId), inArray(parcels.trackingNumber, part), ne(parcels.status, ParcelStatus.Canceled)));
    for (const row of rows) {
      if (row.userId === user.id) taken.set(row.trackingNumber, 'parcelAlreadyForecast');
      else if (row.userId === null && CLAIMABLE.includes(row.status)) taken.set(row.trackingNumber, 'transhipmentTrackingArrived');
      else taken.set(row.trackingNumber, 'trackingNumberUnavailable');
    }
  }
  return taken;
}

/** Tracking numbers repeated in the file (each later row names the first) and those already active in the tenant. */
async function checkNumbers(db: Db, user: UserRow, candidates: SheetRow<K>[], errors: ErrorList<K>) {
  const firstAt = new Map<string, SheetRow<K>>();
  for (const row of candidates) {
    if (errors.has(row.row, 'trackingNumber')) continue;
    const number = normalizeTrackingNumber(row.values.trackingNumber);
    const first = firstAt.get(number);
    if (first) errors.add(row.row, 'trackingNumber', row.values.trackingNumber, 'transhipmentTrackingDuplicate', { row: first.row });
    else firstAt.set(number, row);
  }
  const taken = await takenNumbers(db, user, [...firstAt.keys()]);
  for (const [number, key] of taken) {
    const row = firstAt.get(number)!;
    errors.add(row.row, 'trackingNumber', row.values.trackingNumber, key);
  }
}

/** Another request took one of the numbers between the check and the write (found under the locks). */
class NumbersTaken extends Error {}

/** All the orders in one transaction: the numbers locked, checked again, the parcels forecast, then each order placed. */
async function createOrders(db: Db, user: UserRow, site: SiteRow, valid: Candidate[], locale: Locale): Promise<string[]> {
  return db.transaction(async (tx) => {
    const numbers = valid.map((c) => c.card.trackingNumber);
    await lockTrackingNumbers(tx, user.tenantId, numbers);
    if ((await takenNumbers(tx, user, numbers)).size > 0) throw new NumbersTaken();
    const pointsBalance = await lockPoints(tx, user);
    const now = new Date();
    const byNumber = new Map<string, ParcelRow>();
    for (const part of chunked(valid)) {
      const values = part.map(({ card }) => ({
        id: newId('P'),
        tenantId: user.tenantId,
        userId: user.id,
        status: ParcelStatus.NotArrival,
        trackingNumber: card.trackingNumber,
        warehouseId: card.warehouseId,
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
      }));
      // Matched back by number (unique in the file), not by the order RETURNING happens to give.
      for (const row of await tx.insert(parcels).values(values).returning()) byNumber.set(row.trackingNumber, row);
    }
    const parcelOf = (c: Candidate) => byNumber.get(c.card.trackingNumber)!;
    const goods = valid.flatMap((c) => c.card.goods.map((g, sort) => ({ id: newId('PG'), parcelId: parcelOf(c).id, sort, ...g })));
    for (const part of chunked(goods)) await tx.insert(parcelGoods).values(part);
    await logParcelActions(tx, valid.map((c) => ({ parcelId: parcelOf(c).id, action: 'forecast' as const, actor: 'customer' as const, warehouseId: c.card.warehouseId })));

    const ids: string[] = [];
    for (const c of valid) {
      const parcel = parcelOf(c);
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
  const currency = site.baseCurrencyCode;
  const sheet = parseSheet(options.bytes, TRANSHIPMENT_BATCH, locale);
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
