import type { SearchParams } from '@/components/ui/list/list-query';
import { listTopups } from '@/lib/api/funds';
import type { Locale } from '@/lib/contract/constants';
import { userApi } from '@/lib/server-data/user-api';
import { pathWithQuery } from '@/lib/site/search-params';
import { recordsContext } from './records-context';
import { RecordsListShell } from './records-list-shell';
import { choicesOf, methodLabel, PAYMENT_METHODS, PAYMENT_STATUSES, statusLabel } from './records-labels';
import { settle } from '@/lib/server-data/loaded';
import { RECORDS_PATHS } from './records-paths';
import { readRecordQuery, recordFilterOf, type RecordsSpec } from './records-query';
import { TopupTable } from './topup-table';

export const RECHARGE_SPEC: RecordsSpec = { statuses: PAYMENT_STATUSES, methods: PAYMENT_METHODS, dates: true };

/** /details/recharge-detail1: the member's top-ups, by status, method and date, a page at a time. */
export async function RechargeHistoryPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const { state, values } = readRecordQuery(search, RECHARGE_SPEC);
  const api = await userApi(locale, site, pathWithQuery(RECORDS_PATHS.recharges, search));
  const [ctx, list] = await Promise.all([recordsContext(locale, site), settle(listTopups(recordFilterOf(state, values), api))]);
  const { t, funds } = ctx;
  const title = t('recharges.title');
  return (
    <RecordsListShell
      ctx={ctx}
      frame={{
        id: 'recharges',
        title,
        subtitle: t('recharges.intro'),
        backLabel: t('backToWallet'),
        breadcrumbs: ctx.crumbs({ label: title }),
      }}
      values={values}
      toolbar={{
        selects: [
          { name: 'status', label: t('toolbar.status'), options: choicesOf(PAYMENT_STATUSES, (status) => statusLabel(funds, status)) },
          { name: 'method', label: t('toolbar.method'), options: choicesOf(PAYMENT_METHODS, (method) => methodLabel(funds, method)) },
        ],
        dates: true,
      }}
      list={list}
      empty={{
        title: t('recharges.empty'),
        description: t('recharges.emptyText'),
        action: { href: RECORDS_PATHS.recharge, label: t('topUp') },
        clearHref: RECORDS_PATHS.recharges,
      }}
      table={(page) => <TopupTable {...page} state={state} symbol={ctx.symbol} caption={title} />}
    />
  );
}
