// Texts, tones and links of a transhipment order (catalog `transhipmentOrder`), shared by the list, the detail and
// the actions. Pure: server sections and client islands both use them. A transhipment order is a logistics
// order (L…), so what it shares with a waybill (fee lines, history, tracking, payments) keeps the `combinedOrder`
// texts (../waybills/labels.ts).
//
// Exports: TranshipmentT, TRANSHIPMENT_PAGES, TRANSHIPMENT_CLIENT_NAMESPACES, NOTE_FORM_NAMESPACES, TRANSHIPMENT_ACTIONS_COPY,
// transhipmentHref, editHref, NEW_HREF, UPLOAD_HREF, statusLabel, parcelStatusLabel, parcelStatusTone.
import type { useTranslations } from 'next-intl';
import { ParcelStatus as P } from '@/lib/contract/enums';
import type { Tone } from '@/components/ui/tone-tag';
import { COMBINED_ORDER_CLIENT_NAMESPACES } from '@/components/combined-order/labels';

export type TranshipmentT = ReturnType<typeof useTranslations<'transhipmentOrder'>>;

/** The pages of transhipment orders and those around their forms (unprefixed: Link, getPathname and the router add the language). */
export const TRANSHIPMENT_PAGES = {
  list: '/user/order-detail',
  forecast: '/user/self-tranship',
  combinePay: '/user/combine-and-pay-l',
} as const;

/**
 * The namespaces the transhipment client islands read (ScopedIntlProvider): the waybill action buttons and
 * DataTable (COMBINED_ORDER_CLIENT_NAMESPACES) and `transhipmentOrder` (the buttons' copy, the search, the note form).
 */
export const TRANSHIPMENT_CLIENT_NAMESPACES = ['transhipmentOrder', ...COMBINED_ORDER_CLIENT_NAMESPACES] as const;

/** The namespaces the order-note form reads (detail/note-form.tsx). */
export const NOTE_FORM_NAMESPACES = ['transhipmentOrder', 'errors'] as const;

/** The catalog namespace whose keys replace the waybill buttons' texts (components/combined-order/actions/use-action-texts.ts). */
export const TRANSHIPMENT_ACTIONS_COPY = 'transhipmentOrder.actions';

/** `/user/order-detail?id=…`: one order. */
export const transhipmentHref = (id: string) => ({ pathname: TRANSHIPMENT_PAGES.list, query: { id } });
/** The same as a plain path (a recharge's `returnTo`). */
export const transhipmentPath = (id: string) => `${TRANSHIPMENT_PAGES.list}?id=${encodeURIComponent(id)}`;
/** The edit form (components/transhipment-order/submit). */
export const editHref = (id: string) => ({ pathname: TRANSHIPMENT_PAGES.list, query: { view: 'edit', id } });
/** A new order (for one parcel when named). */
export const newOrderHref = (parcelId?: string) => ({
  pathname: TRANSHIPMENT_PAGES.list,
  query: parcelId ? { view: 'new', parcelId } : { view: 'new' },
});
/** The spreadsheet upload (components/transhipment-order/batch). */
export const UPLOAD_HREF = { pathname: TRANSHIPMENT_PAGES.list, query: { view: 'upload' } };

/** A key of the namespace, or null when the catalog has none (a value the contract does not know yet). */
function known(t: TranshipmentT, key: string): string | null {
  return t.has(key as 'status.10') ? t(key as 'status.10') : null;
}

/** The catalog name of a CombinedOrderStatus in the transhipment flow (`transhipmentOrder.status.<value>`); else as sent. */
export const statusLabel = (t: TranshipmentT, status: number) => known(t, `status.${status}`) ?? String(status);

/** The catalog name of a ParcelStatus (`transhipmentOrder.parcelStatus.<value>`: NotArrival is "awaiting arrival"). */
export const parcelStatusLabel = (t: TranshipmentT, status: number) => known(t, `parcelStatus.${status}`) ?? String(status);

const PARCEL_TONES: Record<number, Tone> = {
  [P.NotArrival]: 'warning',
  [P.Arrived]: 'blue',
  [P.Inbound]: 'blue',
  [P.OutOfWarehouse]: 'purple',
  [P.Completed]: 'neutral',
  [P.Canceled]: 'neutral',
};

/** Awaiting arrival stands out (the fee is not settled yet), in the warehouse blue, gone purple, finished neutral. */
export const parcelStatusTone = (status: number): Tone => PARCEL_TONES[status] ?? 'neutral';
