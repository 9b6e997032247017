// The forecast form's own checks (what antd's Form.Item rules did), pure: a card's and a goods line's fields, each
// with the catalog's message, checked as the member types and all together, in the page's order, on submit.
import { CARRIER_NAME_MAX, DECLARED_NAME_MAX, OTHER_CARRIER, REMARK_MAX } from '@/lib/contract/parcel-rules';
import type { FieldPath } from './forecast-errors';
import { isTrackingNumber, normalizeTrackingNumber, type ForecastFormValues, type GoodsLineValues, type ParcelCardValues } from './forecast-values';

/** The `forecast` namespace's translate function (only the keys below are read). */
export type ForecastT = (key: string, values?: Record<string, string | number>) => string;

const blank = (value: unknown) => typeof value !== 'string' || !value.trim();
const missing = (value: unknown) => value === undefined || value === null || value === '';
const tooLong = (value: unknown, max: number) => typeof value === 'string' && value.length > max;

/** The message of one card field (`parcel`: the card's 0-based index), or undefined when it is fine. */
export function cardFieldError(t: ForecastT, values: ForecastFormValues, parcel: number, field: keyof ParcelCardValues): string | undefined {
  const card = values.parcels[parcel] ?? {};
  switch (field) {
    case 'warehouseId':
      return missing(card.warehouseId) ? t('warehouseRequired') : undefined;
    case 'trackingNumber': {
      const number = normalizeTrackingNumber(card.trackingNumber);
      if (!number) return t('trackingRequired');
      if (!isTrackingNumber(number)) return t('trackingPattern');
      const first = values.parcels.findIndex((other) => normalizeTrackingNumber(other?.trackingNumber) === number);
      return first !== -1 && first !== parcel ? t('trackingDuplicate', { parcel: first + 1 }) : undefined;
    }
    case 'carrierCode':
      return missing(card.carrierCode) ? t('carrierRequired') : undefined;
    case 'carrierName':
      if (card.carrierCode !== OTHER_CARRIER) return undefined;
      if (blank(card.carrierName)) return t('carrierNameRequired');
      return tooLong(card.carrierName, CARRIER_NAME_MAX) ? t('tooLong', { max: CARRIER_NAME_MAX }) : undefined;
    case 'goods':
      return card.goods?.length ? undefined : t('goodsRequired');
    case 'remark':
      return tooLong(card.remark, REMARK_MAX) ? t('tooLong', { max: REMARK_MAX }) : undefined;
    default:
      return undefined;
  }
}

/** The message of one goods line field, or undefined when it is fine. */
export function lineFieldError(t: ForecastT, line: GoodsLineValues | undefined, field: keyof GoodsLineValues): string | undefined {
  const value = line?.[field];
  switch (field) {
    case 'declaredName':
      if (blank(value)) return t('declaredNameRequired');
      return tooLong(value, DECLARED_NAME_MAX) ? t('tooLong', { max: DECLARED_NAME_MAX }) : undefined;
    case 'goodsTypeId':
      return missing(value) ? t('goodsTypeRequired') : undefined;
    case 'quantity':
      return missing(value) ? t('quantityRequired') : undefined;
    case 'unitValue':
      return missing(value) ? t('unitValueRequired') : undefined;
    case 'currency':
      return missing(value) ? t('currencyRequired') : undefined;
    default:
      return undefined;
  }
}

/** The message of the field at `path` (`['parcels', 1, 'goods', 0, 'unitValue']`). */
export function fieldError(t: ForecastT, values: ForecastFormValues, path: FieldPath): string | undefined {
  const [, parcel, field, line, lineField] = path;
  if (typeof parcel !== 'number') return undefined;
  if (field === 'goods' && typeof line === 'number') return lineFieldError(t, values.parcels[parcel]?.goods?.[line], lineField as keyof GoodsLineValues);
  return cardFieldError(t, values, parcel, field as keyof ParcelCardValues);
}

const CARD_ORDER = ['warehouseId', 'trackingNumber', 'carrierCode', 'carrierName'] as const;
const LINE_ORDER = ['declaredName', 'goodsTypeId', 'quantity', 'unitValue', 'currency'] as const;

/** Every field's path in the page's order (the first in error gets the focus). */
export function fieldPaths(values: ForecastFormValues): FieldPath[] {
  return values.parcels.flatMap((card, parcel) => [
    ...CARD_ORDER.map((field) => ['parcels', parcel, field]),
    ...(card.goods ?? []).flatMap((_, line) => LINE_ORDER.map((field) => ['parcels', parcel, 'goods', line, field])),
    ['parcels', parcel, 'goods'],
    ['parcels', parcel, 'remark'],
  ]);
}

/** What fails, field by field in the page's order, as antd's `errorFields` named them (forecast-errors.ts reads them). */
export function formErrors(t: ForecastT, values: ForecastFormValues): { name: FieldPath; errors: string[] }[] {
  return fieldPaths(values).flatMap((name) => {
    const error = fieldError(t, values, name);
    return error ? [{ name, errors: [error] }] : [];
  });
}
