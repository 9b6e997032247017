import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import type { SearchParams } from '@/components/ui/list/list-query';
import { listFundLog } from '@/lib/api/funds';
import type { Locale } from '@/lib/contract/constants';
import { FundLogTable } from './fund-log-table';
import { ListEmpty } from './list-empty';
import { recordsApi } from './records-api';
import { RECORDS_CLIENT_NAMESPACES, recordsContext } from './records-context';
import { RecordsFrame } from './records-frame';
import { choicesOf, FUND_LOG_TYPES, logTypeLabel } from './records-labels';
import { settle } from './records-load';
import { RECORDS_PATHS } from './records-paths';
import { isFiltered, readRecordQuery, recordFilterOf, type RecordsSpec } from './records-query';
import { RecordsToolbar } from './records-toolbar';

export const FUND_LOG_SPEC: RecordsSpec = { types: FUND_LOG_TYPES, dates: true };

/** /details/fund-account-log: the wallet's posted lines, newest first, by date range and type. */
export async function FundLogPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const { state, values } = readRecordQuery(search, FUND_LOG_SPEC);
  const api = await recordsApi(locale, site, RECORDS_PATHS.fundLog, search);
  const [ctx, list] = await Promise.all([recordsContext(locale, site), settle(listFundLog(recordFilterOf(state, values), api))]);
  const { t, funds } = ctx;
  const title = ctx.routes('detailsFundAccountLog');
  return (
    <RecordsFrame id="fund-log" title={title} subtitle={t('fundLog.intro')} backLabel={t('backToWallet')} breadcrumbs={ctx.crumbs({ label: title })}>
      <ScopedIntlProvider namespaces={RECORDS_CLIENT_NAMESPACES}>
        <RecordsToolbar
          key={JSON.stringify(values)}
          label={t('toolbar.label')}
          initial={values}
          selects={[{ name: 'type', label: t('toolbar.kind'), options: choicesOf(FUND_LOG_TYPES, (type) => logTypeLabel(funds, t, type)) }]}
          dates
        />
        {list.ok ? (
          <FundLogTable
            items={list.data.items ?? []}
            total={list.data.totalCount ?? 0}
            state={state}
            symbol={ctx.symbol}
            caption={title}
            empty={
              <ListEmpty
                filtered={isFiltered(values)}
                title={t('fundLog.empty')}
                filteredTitle={t('emptyFiltered')}
                description={t('fundLog.emptyText')}
                action={{ href: RECORDS_PATHS.recharge, label: t('topUp') }}
                clear={{ href: RECORDS_PATHS.fundLog, label: t('clearFilters') }}
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
