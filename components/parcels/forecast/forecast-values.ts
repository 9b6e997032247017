import type { ForecastParcelInput, ForecastRequest } from '@/lib/api/parcels';
import { DeliveryMode } from '@/lib/contract/enums';
import { OTHER_CARRIER, TRACKING_NUMBER_PATTERN } from '@/lib/contract/parcel-rules';

/** One goods line of a parcel card (antd Form values). */
export interface GoodsLineValues {
  declaredName?: string;
  goodsTypeId?: string;
  quantity?: number | null;
  unitValue?: number | null;
  currency?: string;
}

/** One parcel card (antd Form values). */
export interface ParcelCardValues {
  warehouseId?: string;
  trackingNumber?: string;
  carrierCode?: string;
  carrierName?: string;
  deliveryMode?: number;
  goods?: GoodsLineValues[];
  isInsurance?: boolean;
  additionalServiceIds?: string[];
  remark?: string;
}

export interface ForecastFormValues {
  parcels: ParcelCardValues[];
}

/** What a new card starts with: the member's default warehouse and the site's currency. */
export interface CardDefaults {
  warehouseId?: string;
  currency: string;
}

/** Tracking numbers as the server stores them: trimmed and upper-cased (applied as the member types). */
export function normalizeTrackingNumber(value: unknown): string {
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
}

export function isTrackingNumber(value: unknown): boolean {
  return TRACKING_NUMBER_PATTERN.test(normalizeTrackingNumber(value));
}

export function emptyGoodsLine(currency: string): GoodsLineValues {
  return { declaredName: '', quantity: 1, unitValue: null, currency };
}

export function emptyParcel({ warehouseId, currency }: CardDefaults): ParcelCardValues {
  return {
    warehouseId,
    trackingNumber: '',
    deliveryMode: DeliveryMode.DirectDelivery,
    goods: [emptyGoodsLine(currency)],
    isInsurance: false,
    additionalServiceIds: [],
    remark: '',
  };
}

const text = (value: string | undefined | null) => (value ?? '').trim();

/**
 * The body of POST /u/ship-for-me/parcel. A declared name typed exactly as an entry of the declared-name
 * list carries that entry's id (`declaredNameIds`: name → id); any other name is free text.
 */
export function forecastRequestOf(values: ForecastFormValues, declaredNameIds: ReadonlyMap<string, string>): ForecastRequest {
  return {
    parcels: (values.parcels ?? []).map((card): ForecastParcelInput => {
      const other = card.carrierCode === OTHER_CARRIER;
      return {
        warehouseId: card.warehouseId ?? '',
        trackingNumber: normalizeTrackingNumber(card.trackingNumber),
        carrierCode: card.carrierCode ?? '',
        carrierName: other ? text(card.carrierName) : null,
        deliveryMode: card.deliveryMode ?? DeliveryMode.DirectDelivery,
        goods: (card.goods ?? []).map((line) => {
          const declaredName = text(line.declaredName);
          return {
            declaredName,
            declaredNameId: declaredNameIds.get(declaredName) ?? null,
            goodsTypeId: line.goodsTypeId ?? '',
            quantity: Number(line.quantity ?? 0),
            unitValue: Number(line.unitValue ?? 0),
            currency: text(line.currency).toUpperCase(),
          };
        }),
        isInsurance: Boolean(card.isInsurance),
        additionalServiceIds: card.additionalServiceIds ?? [],
        remark: text(card.remark) || null,
      };
    }),
  };
}

/** Cards (0-based) with a goods line whose declared name, unit value or currency is empty. */
export function incompleteDeclarations(values: Partial<ForecastFormValues>): number[] {
  const missing = (line: GoodsLineValues) => !text(line?.declaredName) || line?.unitValue == null || !text(line?.currency);
  return (values.parcels ?? []).flatMap((card, i) => ((card?.goods ?? []).some(missing) ? [i] : []));
}
