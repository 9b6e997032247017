// The forecast draft (SPEC section 3: localStorage key lsSubmitTranshipOrder): the whole form, kept
// through a reload, cleared after a successful submit or by "Clear draft".
import { PARCELS_PER_FORECAST, GOODS_LINES_PER_PARCEL } from '@/lib/contract/parcel-rules';
import { HOUR_MS, readExpiring, removeExpiring, writeExpiring } from '@/lib/stores/expiring-storage';
import type { ForecastFormValues, GoodsLineValues, ParcelCardValues } from './forecast-values';

export const FORECAST_DRAFT_KEY = 'lsSubmitTranshipOrder';
/** A draft nobody touched for a week is dropped (docs/decisions.md). */
export const FORECAST_DRAFT_TTL_MS = 7 * 24 * HOUR_MS;

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function goodsLineOf(raw: Loose): GoodsLineValues {
  return {
    declaredName: str(raw.declaredName) ?? '',
    goodsTypeId: str(raw.goodsTypeId),
    quantity: num(raw.quantity),
    unitValue: num(raw.unitValue),
    currency: str(raw.currency),
  };
}

function cardOf(raw: Loose): ParcelCardValues {
  const goods = Array.isArray(raw.goods) ? raw.goods.filter(isObject).slice(0, GOODS_LINES_PER_PARCEL).map(goodsLineOf) : [];
  return {
    warehouseId: str(raw.warehouseId),
    trackingNumber: str(raw.trackingNumber) ?? '',
    carrierCode: str(raw.carrierCode),
    carrierName: str(raw.carrierName),
    deliveryMode: num(raw.deliveryMode) ?? undefined,
    goods,
    isInsurance: raw.isInsurance === true,
    additionalServiceIds: Array.isArray(raw.additionalServiceIds) ? raw.additionalServiceIds.filter((id): id is string => typeof id === 'string') : [],
    remark: str(raw.remark) ?? '',
  };
}

/** A stored draft read defensively (it may come from an older version of the page): null when unusable. */
export function draftOf(raw: unknown): ForecastFormValues | null {
  if (!isObject(raw) || !Array.isArray(raw.parcels)) return null;
  const parcels = raw.parcels.filter(isObject).slice(0, PARCELS_PER_FORECAST).map(cardOf);
  return parcels.length ? { parcels } : null;
}

export function loadForecastDraft(): ForecastFormValues | null {
  return draftOf(readExpiring<unknown>(FORECAST_DRAFT_KEY));
}

export function saveForecastDraft(values: ForecastFormValues): void {
  const draft = draftOf(values);
  if (draft) writeExpiring(FORECAST_DRAFT_KEY, draft, FORECAST_DRAFT_TTL_MS);
  else removeExpiring(FORECAST_DRAFT_KEY);
}

export function clearForecastDraft(): void {
  removeExpiring(FORECAST_DRAFT_KEY);
}
