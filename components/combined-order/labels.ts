// Texts and tones of a waybill (catalog `combinedOrder`), shared by the list, the detail, the actions and the
// other waybill pages. Pure: server sections and client islands both use them.
//
// Exports: CombinedOrdersT, COMBINED_ORDER_PAGES, COMBINED_ORDER_CLIENT_NAMESPACES, COMBINED_ORDER_LIST_MESSAGES, COMBINED_ORDER_STATUS_ORDER, detailHref, addParcelsHref,
// statusLabel, statusTone, lineLabel, trackingLabel, actionLabel, cancelBlockLabel, methodBlockLabel,
// actorLabel, paymentKindLabel, paymentStatusLabel, symbolOf.
import type { useTranslations } from 'next-intl';
import { CombinedOrderStatus as S } from '@/lib/contract/enums';
import type { FeeLine, TrackingEvent, CombinedOrderDetail } from '@/lib/api/combined-order';
import { STATUSES_FROM_PACKED, type CancelBlock, type MethodBlock, type CombinedOrderAction } from '@/lib/contract/combined-order-rules';
import { TABLE_MESSAGES } from '@/components/ui/list/table-messages';
import type { Tone } from '@/components/ui/tone-tag';

export type CombinedOrdersT = ReturnType<typeof useTranslations<'combinedOrder'>>;

/** The waybill pages (unprefixed: Link and getPathname add the language). */
export const COMBINED_ORDER_PAGES = {
  list: '/user/combined-order',
  detail: '/user/combined-order-detail',
  submit: '/user/submit-tranship-order',
  pendingPayment: '/user/pending-payment',
  addParcels: '/user/add-to-submitted-transfer-order',
} as const;

/**
 * The namespaces the waybill client islands read (ScopedIntlProvider): the actions need `combinedOrder` and
 * `errors`, the insufficient-balance dialog `recharge`, DataTable `list`.
 */
export const COMBINED_ORDER_CLIENT_NAMESPACES = ['combinedOrder', 'errors', 'recharge', 'list'] as const;

/**
 * The parts of those a list of waybills reads (PickedIntlProvider): its rows and their actions, the search, the
 * insufficient-balance dialog and the errors the actions show; not the detail's, which is most of `combinedOrder`.
 */
export const COMBINED_ORDER_LIST_MESSAGES = [
  ...TABLE_MESSAGES,
  'combinedOrder.status',
  ...['columns', 'parcelCount', 'moreTracking', 'estimated', 'final', 'due', 'search'].map((key) => `combinedOrder.list.${key}`),
  'combinedOrder.actions',
  'recharge.insufficient',
  'errors.requestMsg',
  'errors.paymentFailed',
  'errors.cancelFailed',
  'errors.confirmReceiptFailed',
];

/** The statuses in the order the list's tabs show them: what needs the customer first, then the life order. */
export const COMBINED_ORDER_STATUS_ORDER = [S.Unpaid, S.PendingPacking, S.Picking, S.Verified, ...STATUSES_FROM_PACKED];

/** A logistics order's page: a waybill's detail, or a transhipment order's (DeliveryMode 2) on /user/order-detail. */
export const detailHref = (id: string, deliveryMode = 1) => ({
  pathname: deliveryMode === 2 ? '/user/order-detail' : COMBINED_ORDER_PAGES.detail,
  query: { id },
});
export const addParcelsHref = (id: string) => ({ pathname: COMBINED_ORDER_PAGES.addParcels, query: { id } });

/** A key of the namespace, or null when the catalog has none (a value the contract does not know yet). */
function known(t: CombinedOrdersT, key: string): string | null {
  return t.has(key as 'status.10') ? t(key as 'status.10') : null;
}

/** The catalog name of a CombinedOrderStatus (`combinedOrder.status.<value>`); an unknown value as sent. */
export const statusLabel = (t: CombinedOrdersT, status: number) => known(t, `status.${status}`) ?? String(status);

const TONES: Record<number, Tone> = {
  [S.Unpaid]: 'warning',
  [S.PendingPacking]: 'blue',
  [S.Picking]: 'blue',
  [S.Verified]: 'blue',
  [S.Packaged]: 'purple',
  [S.OutOfWarehouse]: 'purple',
  [S.Shipped]: 'green',
  [S.Signed]: 'green',
  [S.Completed]: 'neutral',
  [S.Canceled]: 'neutral',
};

/** The tone of a status tag: to pay stands out, in the warehouse blue, on the way purple/green, finished neutral. */
export const statusTone = (status: number): Tone => TONES[status] ?? 'neutral';

/** A fee line's name: the server's own (a service's name, localized), else the catalog's `line.<code>`. */
export const lineLabel = (t: CombinedOrdersT, line: Pick<FeeLine, 'code' | 'label'>) => line.label.trim() || (known(t, `line.${line.code}`) ?? line.code);

export const trackingLabel = (t: CombinedOrdersT, status: TrackingEvent['status']) => known(t, `tracking.${status}`) ?? status;
export const actionLabel = (t: CombinedOrdersT, action: CombinedOrderAction) => known(t, `action.${action}`) ?? action;
export const cancelBlockLabel = (t: CombinedOrdersT, block: CancelBlock) => known(t, `cancelBlock.${block}`) ?? block;
export const methodBlockLabel = (t: CombinedOrdersT, block: MethodBlock) => known(t, `unavailable.${block}`) ?? block;
/** customer / staff / system; any other actor (a staff member's name) as sent. */
export const actorLabel = (t: CombinedOrdersT, actor: string) => known(t, `actor.${actor}`) ?? actor;
export const paymentKindLabel = (t: CombinedOrdersT, kind: CombinedOrderDetail['payments'][number]['kind']) => known(t, `paymentKind.${kind}`) ?? kind;
export const paymentStatusLabel = (t: CombinedOrdersT, status: number) => known(t, `paymentStatus.${status}`) ?? String(status);

/** The symbol before an amount: the site's own for its currency, else the code and a space. */
export function symbolOf(currency: string, site: { code: string; symbol: string }): string {
  return currency === site.code ? site.symbol : `${currency} `;
}
