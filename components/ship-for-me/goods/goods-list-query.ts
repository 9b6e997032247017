// The goods list's URL state (status tab, keyword, page) and its call; the goods of a page grouped by shop.
import { GOOD_STATUSES } from '@/lib/contract/ship-for-me-rules';
import type { Good, GoodListRequest } from '@/lib/contract/wire';
import type { StatusDefinition } from '@/components/ui/list/status-tabs';
import { type ListOptions, type ListState, narrowsList, statusTabOf, withSetValues } from '@/components/ui/list/list-query';

export const GOODS_LIST_PATH = '/ship-for-me/goods-list';
export const KEYWORD_PARAM = 'keyword';
const KEYWORD_MAX = 100;

/** Tabs in the good's life order (labels: `shipForMe.status.<n>`). */
export const GOOD_STATUS_TABS: readonly StatusDefinition[] = GOOD_STATUSES.map((status) => ({ value: status, labelKey: `status.${status}` }));

export const GOODS_LIST: ListOptions = { statuses: GOOD_STATUS_TABS.map((tab) => String(tab.value)), filters: [KEYWORD_PARAM] };

export const keywordOf = (state: Pick<ListState, 'filters'>): string => (state.filters[KEYWORD_PARAM] ?? '').slice(0, KEYWORD_MAX);

/** POST goods/list of a URL state (the server sorts: shops by their newest good, then newest first). */
export function goodsListRequest(state: ListState): GoodListRequest {
  return withSetValues<GoodListRequest>(
    { skipCount: (state.page - 1) * state.pageSize, maxResultCount: state.pageSize },
    { status: statusTabOf(state), keyword: keywordOf(state) },
  );
}

export const isFiltered = (state: ListState): boolean => narrowsList(state, { keyword: keywordOf(state) });

export interface ShopGroup<G> {
  key: string;
  shopName: string;
  platform: string;
  goods: G[];
}

/** Goods in their order, one group per run of the same shop (and platform). */
export function groupByShop<G extends { shopName: string; platform: string }>(goods: readonly G[]): ShopGroup<G>[] {
  const groups: ShopGroup<G>[] = [];
  for (const good of goods) {
    const last = groups.at(-1);
    if (last && last.shopName === good.shopName && last.platform === good.platform) last.goods.push(good);
    else groups.push({ key: `${groups.length}:${good.platform}:${good.shopName}`, shopName: good.shopName, platform: good.platform, goods: [good] });
  }
  return groups;
}

export type Became =
  | { kind: 'parcel'; href: { pathname: string; query?: Record<string, string> }; number: string | null }
  | { kind: 'enquiry'; href: { pathname: string; query: Record<string, string> }; id: string }
  | { kind: 'order'; href: { pathname: string; query: Record<string, string> }; id: string };

/** What a good became: its forecast parcel (My parcels, searched by its tracking number), its enquiry, its order. */
export function becameOf(good: Pick<Good, 'parcelId' | 'trackingNumber' | 'enquiryId' | 'orderId'>): Became[] {
  const out: Became[] = [];
  if (good.parcelId) {
    const href = good.trackingNumber
      ? { pathname: '/user/tranship-list', query: { trackingNumber: good.trackingNumber } }
      : { pathname: '/user/tranship-list' };
    out.push({ kind: 'parcel', href, number: good.trackingNumber });
  }
  if (good.enquiryId) out.push({ kind: 'enquiry', href: { pathname: '/ship-for-me/enquiries', query: { id: good.enquiryId } }, id: good.enquiryId });
  if (good.orderId) out.push({ kind: 'order', href: { pathname: '/user/combined-order-detail', query: { id: good.orderId } }, id: good.orderId });
  return out;
}
