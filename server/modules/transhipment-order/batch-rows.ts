// The rows of the transhipment-order spreadsheet, checked one by one: the forecast's card rules for the
// parcel, the address written in the row, the method to that address, the customs ID; a valid row is
// priced with its estimated weight (no coupon, points or services). ./batch.ts runs the file.
import { asc } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { DeliveryMode } from '../../../lib/contract/enums.ts';
import { OTHER_CARRIER, REMARK_MAX } from '../../../lib/contract/parcel-rules.ts';
import { ESTIMATED_WEIGHT_MAX, ESTIMATED_WEIGHT_MIN } from '../../../lib/contract/transhipment-order-rules.ts';
import type { ForecastParcelInput } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { countries } from '../../db/schema/index.ts';
import type { MessageKey } from '../../i18n.ts';
import { FieldError } from '../../kernel/router.ts';
import { cleanCustomsId, methodBlocks, methodTo, priceWith, type QuoteParcel } from '../combined-order/index.ts';
import type { AddressSnapshot } from '../../db/schema/order-json.ts';
import type { ErrorList, SheetRow } from '../import/index.ts';
import { cleanCard, type CleanParcel, type ImportRefs, INBOUND_CARRIERS, loadImportRefs, loadRefs, type TenantRefs } from '../parcels/index.ts';
import { type Catalog, loadCatalog } from '../shipping/index.ts';
import { type TranshipmentBatchKey as K } from './batch-definition.ts';

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
export function lookup<T>(entries: [T, string[]][]): (text: string) => T | undefined {
  const map = new Map<string, T>();
  for (const [value, spellings] of entries) for (const s of spellings) if (s && !map.has(norm(s))) map.set(norm(s), value);
  return (text) => map.get(norm(text));
}

/** One valid row, ready to be priced and written. */
export interface Candidate {
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

export interface RowContext {
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
export function checkRow(row: SheetRow<K>, ctx: RowContext): Candidate | null {
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
