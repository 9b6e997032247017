// The URL state of My transhipment orders (?status=&page=&pageSize=&keyword=&from=&to=). The search, the
// list call and "is it filtered" are the waybill list's (../../waybills/list/waybill-list-query.ts): the same
// parameters and the same query shape; only the tabs differ. Pure.
import { TRANSHIPMENT_STATUSES } from '@/lib/contract/transhipment-rules';
import type { StatusDefinition } from '@/components/ui/list/status-tabs';
import type { ListOptions } from '@/components/ui/list/list-query';
import { WAYBILL_FILTERS } from '@/components/waybills/list/waybill-list-query';

export {
  filtersOfSearch,
  isFiltered,
  KEYWORD_MAX,
  waybillListRequest as transhipmentListRequest,
  waybillSearchOf as transhipmentSearchOf,
} from '@/components/waybills/list/waybill-list-query';
export type { WaybillSearch as TranshipmentSearch } from '@/components/waybills/list/waybill-list-query';

/** The tabs in the flow's order (labels: catalog `transhipment.status.<value>`); "all" comes first. */
export const TRANSHIPMENT_STATUS_TABS: readonly StatusDefinition[] = TRANSHIPMENT_STATUSES.map((value) => ({
  value,
  labelKey: `status.${value}`,
}));

/** No sorting: the server lists newest first. */
export const TRANSHIPMENT_LIST: ListOptions = {
  statuses: TRANSHIPMENT_STATUS_TABS.map((tab) => String(tab.value)),
  filters: Object.values(WAYBILL_FILTERS),
};
