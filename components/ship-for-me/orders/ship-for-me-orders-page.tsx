import { getTranslations } from 'next-intl/server';
import { listShipForMeOrders, type CombinedOrder } from '@/lib/api/combined-order';
import type { Locale } from '@/lib/contract/constants';
import type { ButtonLink } from '@/components/ui/button-links';
import type { SearchParams } from '@/components/ui/list/list-query';
import { COMBINED_ORDER_LIST_MESSAGES } from '@/components/combined-order/labels';
import { COMBINED_ORDER_STATUS_TABS } from '@/components/combined-order/list/combined-order-list-query';
import { combinedOrderRowOf, type CombinedOrderRow } from '@/components/combined-order/list/combined-order-row';
import { CombinedOrderTable } from '@/components/combined-order/list/combined-order-table';
import { OrderList, type OrderListKind } from '@/components/combined-order/list/order-list';
import { ShipForMeShell } from '@/components/ship-for-me/ship-for-me-shell';

export const SHIP_FOR_ME_ORDERS_PATH = '/ship-for-me/orders';

type Kind = OrderListKind<CombinedOrder, CombinedOrderRow>;

const SHIP_FOR_ME_ORDERS: Kind = {
  // OrderList types the namespaces and routes of the two lists it was written for; this list's texts have
  // the same keys (`shipForMeOrder.list…`, `shipForMeOrder.status…`, `routes.shipForMeOrders`).
  namespace: 'shipForMeOrder',
  id: 'ship-for-me-orders',
  route: 'shipForMeOrders',
  href: SHIP_FOR_ME_ORDERS_PATH,
  tabs: COMBINED_ORDER_STATUS_TABS,
  // The search reads `shipForMeOrder.list.search`; the rows are the waybill list's (`combinedOrder`, their actions).
  clientMessages: [...COMBINED_ORDER_LIST_MESSAGES, 'shipForMeOrder.list.search'],
  read: listShipForMeOrders,
  row: combinedOrderRowOf,
};

/**
 * /ship-for-me/orders (?status=&page=&pageSize=&keyword=&from=&to=): the member's logistics orders of goods
 * from shopping sites (GET /u/combinedOrder/orderList), listed as My waybills are — status tabs, the search,
 * each row leading to its waybill page with the actions its flags allow (Pay while unpaid). The section's links
 * are above it; an empty list leads to the cart and the goods. No antd: the rows, their buttons and dialogs are plain.
 */
export async function ShipForMeOrdersPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const t = await getTranslations({ locale, namespace: 'shipForMeOrder' });
  const empty: ButtonLink[] = [
    { href: '/ship-for-me/cart', label: t('list.cart'), variant: 'primary' },
    { href: '/ship-for-me/goods-list', label: t('list.goods') },
  ];
  return (
    <ShipForMeShell current="orders">
      <OrderList
        locale={locale}
        site={site}
        search={search}
        kind={SHIP_FOR_ME_ORDERS}
        links={() => ({ head: [], empty })}
        table={(page) => <CombinedOrderTable {...page} />}
      />
    </ShipForMeShell>
  );
}
