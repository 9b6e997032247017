import type { SearchParams } from '@/components/ui/list/list-query';
import { listTransactionRecords } from '@/lib/api/funds';
import type { Locale } from '@/lib/contract/constants';
import { userApi } from '@/lib/server-data/user-api';
import { pathWithQuery } from '@/lib/site/search-params';
import { recordsContext } from './records-context';
import { RecordsListShell } from './records-list-shell';
import { choicesOf, kindLabel, PAYMENT_STATUSES, statusLabel, TRANSACTION_KINDS } from './records-labels';
import { settle } from '@/lib/server-data/loaded';
import { RECORDS_PATHS } from './records-paths';
import { readRecordQuery, recordFilterOf, type RecordsSpec } from './records-query';
import { TransactionTable } from './transaction-table';
import { recordRowOf } from './record-row';

export const TRANSACTION_SPEC: RecordsSpec = { kinds: TRANSACTION_KINDS, statuses: PAYMENT_STATUSES, dates: true, keyword: true };

/** /details/transaction-record: the member's transaction records, a page at a time, filtered by the URL. */
export async function TransactionRecordsPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const { state, values } = readRecordQuery(search, TRANSACTION_SPEC);
  const api = await userApi(locale, site, pathWithQuery(RECORDS_PATHS.record, search));
  const [ctx, list] = await Promise.all([recordsContext(locale, site), settle(listTransactionRecords(recordFilterOf(state, values), api))]);
  const { t, funds } = ctx;
  const title = t('transactions.title');
  return (
    <RecordsListShell
      ctx={ctx}
      frame={{
        id: 'transaction-records',
        title,
        subtitle: t('transactions.intro'),
        backLabel: t('backToWallet'),
        breadcrumbs: ctx.crumbs({ label: title }),
      }}
      values={values}
      toolbar={{
        selects: [
          { name: 'kind', label: t('toolbar.kind'), options: choicesOf(TRANSACTION_KINDS, (kind) => kindLabel(funds, kind)) },
          { name: 'status', label: t('toolbar.status'), options: choicesOf(PAYMENT_STATUSES, (status) => statusLabel(funds, status)) },
        ],
        dates: true,
        keyword: true,
      }}
      list={list}
      empty={{
        title: t('transactions.empty'),
        description: t('transactions.emptyText'),
        action: { href: RECORDS_PATHS.recharge, label: t('topUp') },
        clearHref: RECORDS_PATHS.record,
      }}
      table={(page) => <TransactionTable {...page} items={page.items.map(recordRowOf)} state={state} symbol={ctx.symbol} caption={title} />}
    />
  );
}
