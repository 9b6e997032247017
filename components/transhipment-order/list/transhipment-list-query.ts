// The status tabs of My transhipment orders (?status=&page=&pageSize=&keyword=&from=&to=). The search, the
// list call and "is it filtered" are the waybill list's (../../combined-order/list/combined-order-list-query.ts):
// the same parameters and the same query shape; only the tabs differ. Pure.
import { TRANSHIPMENT_STATUSES } from '@/lib/contract/transhipment-order-rules';
import { orderStatusTabs } from '@/components/combined-order/list/combined-order-list-query';

/** The tabs in the flow's order (labels: catalog `transhipmentOrder.status.<value>`); "all" comes first. */
export const TRANSHIPMENT_STATUS_TABS = orderStatusTabs(TRANSHIPMENT_STATUSES);
