import { getTranslations } from 'next-intl/server';
import { listCombinedOrders, type CombinedOrder } from '@/lib/api/combined-order';
import type { Locale } from '@/lib/contract/constants';
import { CombinedOrderStatus } from '@/lib/contract/enums';
import type { ButtonLink } from '@/components/ui/button-links';
import type { SearchParams } from '@/components/ui/list/list-query';
import { COMBINED_ORDER_LIST_MESSAGES, COMBINED_ORDER_PAGES } from '../labels';
import { COMBINED_ORDER_STATUS_TABS } from './combined-order-list-query';
import { combinedOrderRowOf, type CombinedOrderRow } from './combined-order-row';
import { CombinedOrderTable } from './combined-order-table';
import { OrderList, type OrderListKind } from './order-list';

const COMBINED_ORDERS: OrderListKind<CombinedOrder, CombinedOrderRow> = {
  namespace: 'combinedOrder',
  id: 'combinedOrder',
  route: 'combinedOrder',
  href: COMBINED_ORDER_PAGES.list,
  tabs: COMBINED_ORDER_STATUS_TABS,
  clientMessages: COMBINED_ORDER_LIST_MESSAGES,
  read: listCombinedOrders,
  row: combinedOrderRowOf,
};

/**
 * /user/combined-order (?status=&page=&pageSize=&keyword=&from=&to=): My waybills (./order-list). The head
 * links to paying the unpaid ones, when there are, and to submitting a waybill.
 */
export async function CombinedOrderListPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const t = await getTranslations({ locale, namespace: 'combinedOrder' });
  const submit: ButtonLink = { href: COMBINED_ORDER_PAGES.submit, label: t('list.submitLink'), variant: 'primary' };
  return (
    <OrderList
      locale={locale}
      site={site}
      search={search}
      kind={COMBINED_ORDERS}
      links={(counts) => {
        const unpaid = counts.find((c) => c.status === CombinedOrderStatus.Unpaid)?.count ?? 0;
        const payMany: ButtonLink = { href: COMBINED_ORDER_PAGES.pendingPayment, label: t('list.payMany', { count: unpaid }), variant: 'primary' };
        return { head: unpaid > 0 ? [payMany, { ...submit, variant: 'default' }] : [submit], empty: [submit] };
      }}
      table={(page) => <CombinedOrderTable {...page} />}
    />
  );
}
