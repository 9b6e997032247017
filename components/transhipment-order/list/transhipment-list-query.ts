// The URL state of My transhipment orders (?status=&page=&pageSize=&keyword=&from=&to=). The search, the
// list call and "is it filtered" are the waybill list's (../../waybills/list/combined-order-list-query.ts): the same
// parameters and the same query shape; only the tabs differ. Pure.
import { TRANSHIPMENT_STATUSES } from '@/lib/contract/transhipment-order-rules';
import type { StatusDefinition } from '@/components/ui/list/status-tabs';
import type { ListOptions } from '@/components/ui/list/list-query';
import { COMBINED_ORDER_FILTERS } from '@/components/combined-order/list/combined-order-list-query';

export {
  filtersOfSearch,
  isFiltered,
  KEYWORD_MAX,
  combinedOrderListRequest as transhipmentListRequest,
  combinedOrderSearchOf as transhipmentSearchOf,
} from '@/components/combined-order/list/combined-order-list-query';
export type { CombinedOrderSearch as TranshipmentSearch } from '@/components/combined-order/list/combined-order-list-query';

/** The tabs in the flow's order (labels: catalog `transhipmentOrder.status.<value>`); "all" comes first. */
export const TRANSHIPMENT_STATUS_TABS: readonly StatusDefinition[] = TRANSHIPMENT_STATUSES.map((value) => ({
  value,
  labelKey: `status.${value}`,
}));

/** No sorting: the server lists newest first. */
export const TRANSHIPMENT_LIST: ListOptions = {
  statuses: TRANSHIPMENT_STATUS_TABS.map((tab) => String(tab.value)),
  filters: Object.values(COMBINED_ORDER_FILTERS),
};
