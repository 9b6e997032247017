import { getTranslations } from 'next-intl/server';
import { listTranshipmentOrders, type TranshipmentOrder } from '@/lib/api/transhipment-order';
import type { Locale } from '@/lib/contract/constants';
import type { ButtonLink } from '@/components/ui/button-links';
import type { SearchParams } from '@/components/ui/list/list-query';
import { COMBINED_ORDER_LIST_MESSAGES } from '@/components/combined-order/labels';
import { OrderList, type OrderListKind } from '@/components/combined-order/list/order-list';
import { newOrderHref, TRANSHIPMENT_PAGES, UPLOAD_HREF } from '../labels';
import { TRANSHIPMENT_STATUS_TABS } from './transhipment-list-query';
import { transhipmentRowOf, type TranshipmentRow } from './transhipment-row';
import { TranshipmentTable } from './transhipment-table';

/** What the table, its actions (the waybill's buttons in `transhipmentOrder.actions`' words) and the search read. */
export const TRANSHIPMENT_LIST_MESSAGES = [
  ...COMBINED_ORDER_LIST_MESSAGES,
  'transhipmentOrder.status',
  'transhipmentOrder.parcelStatus',
  'transhipmentOrder.list.columns',
  'transhipmentOrder.list.search',
  'transhipmentOrder.actions',
] as const;

const TRANSHIPMENT_ORDERS: OrderListKind<TranshipmentOrder, TranshipmentRow> = {
  namespace: 'transhipmentOrder',
  id: 'transhipment-orders',
  route: 'orderDetail',
  href: TRANSHIPMENT_PAGES.list,
  tabs: TRANSHIPMENT_STATUS_TABS,
  clientMessages: TRANSHIPMENT_LIST_MESSAGES,
  read: listTranshipmentOrders,
  row: transhipmentRowOf,
};

/**
 * /user/order-detail (?status=&page=&pageSize=&keyword=&from=&to=): My transhipment orders (the waybills'
 * ../../combined-order/list/order-list). New orders and the spreadsheet upload, at the head and in an empty
 * list, are links to the same route's ?view=new and ?view=upload.
 */
export async function TranshipmentListPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const t = await getTranslations({ locale, namespace: 'transhipmentOrder' });
  const links: ButtonLink[] = [
    { href: newOrderHref(), label: t('links.new'), variant: 'primary' },
    { href: UPLOAD_HREF, label: t('links.upload') },
  ];
  return (
    <OrderList
      locale={locale}
      site={site}
      search={search}
      kind={TRANSHIPMENT_ORDERS}
      links={() => ({ head: links, empty: links })}
      table={(page) => <TranshipmentTable {...page} />}
    />
  );
}
