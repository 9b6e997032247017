import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import type { SearchParams } from '@/components/ui/list/list-query';
import { listTransactionRecords } from '@/lib/api/funds';
import type { Locale } from '@/lib/contract/constants';
import { ListEmpty } from './list-empty';
import { recordsApi } from './records-api';
import { RECORDS_CLIENT_NAMESPACES, recordsContext } from './records-context';
import { RecordsFrame } from './records-frame';
import { choicesOf, kindLabel, PAYMENT_STATUSES, statusLabel, TRANSACTION_KINDS } from './records-labels';
import { settle } from './records-load';
import { RECORDS_PATHS } from './records-paths';
import { isFiltered, readRecordQuery, recordFilterOf, type RecordsSpec } from './records-query';
import { RecordsToolbar } from './records-toolbar';
import { TransactionTable } from './transaction-table';

export const TRANSACTION_SPEC: RecordsSpec = { kinds: TRANSACTION_KINDS, statuses: PAYMENT_STATUSES, dates: true, keyword: true };

/** /details/transaction-record: the member's transaction records, a page at a time, filtered by the URL. */
export async function TransactionRecordsPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const { state, values } = readRecordQuery(search, TRANSACTION_SPEC);
  const api = await recordsApi(locale, site, RECORDS_PATHS.record, search);
  const [ctx, list] = await Promise.all([recordsContext(locale, site), settle(listTransactionRecords(recordFilterOf(state, values), api))]);
  const { t, funds } = ctx;
  const title = t('transactions.title');
  return (
    <RecordsFrame id="transaction-records" title={title} subtitle={t('transactions.intro')} backLabel={t('backToWallet')} breadcrumbs={ctx.crumbs({ label: title })}>
      <ScopedIntlProvider namespaces={RECORDS_CLIENT_NAMESPACES}>
        <RecordsToolbar
          key={JSON.stringify(values)}
          label={t('toolbar.label')}
          initial={values}
          selects={[
            { name: 'kind', label: t('toolbar.kind'), options: choicesOf(TRANSACTION_KINDS, (kind) => kindLabel(funds, kind)) },
            { name: 'status', label: t('toolbar.status'), options: choicesOf(PAYMENT_STATUSES, (status) => statusLabel(funds, status)) },
          ]}
          dates
          keyword
        />
        {list.ok ? (
          <TransactionTable
            items={list.data.items ?? []}
            total={list.data.totalCount ?? 0}
            state={state}
            symbol={ctx.symbol}
            caption={title}
            empty={
              <ListEmpty
                filtered={isFiltered(values)}
                title={t('transactions.empty')}
                filteredTitle={t('emptyFiltered')}
                description={t('transactions.emptyText')}
                action={{ href: RECORDS_PATHS.recharge, label: t('topUp') }}
                clear={{ href: RECORDS_PATHS.record, label: t('clearFilters') }}
              />
            }
          />
        ) : (
          ctx.failed
        )}
      </ScopedIntlProvider>
    </RecordsFrame>
  );
}
