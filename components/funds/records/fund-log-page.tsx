import type { SearchParams } from '@/components/ui/list/list-query';
import { listFundLog } from '@/lib/api/funds';
import type { Locale } from '@/lib/contract/constants';
import { FundLogTable } from './fund-log-table';
import { userApi } from '@/lib/server-data/user-api';
import { pathWithQuery } from '@/lib/site/search-params';
import { recordsContext } from './records-context';
import { RecordsListShell } from './records-list-shell';
import { choicesOf, FUND_LOG_TYPES, logTypeLabel } from './records-labels';
import { settle } from '@/lib/server-data/loaded';
import { RECORDS_PATHS } from './records-paths';
import { readRecordQuery, recordFilterOf, type RecordsSpec } from './records-query';

export const FUND_LOG_SPEC: RecordsSpec = { types: FUND_LOG_TYPES, dates: true };

/** /details/fund-account-log: the wallet's posted lines, newest first, by date range and type. */
export async function FundLogPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const { state, values } = readRecordQuery(search, FUND_LOG_SPEC);
  const api = await userApi(locale, site, pathWithQuery(RECORDS_PATHS.fundLog, search));
  const [ctx, list] = await Promise.all([recordsContext(locale, site), settle(listFundLog(recordFilterOf(state, values), api))]);
  const { t, funds } = ctx;
  const title = ctx.routes('detailsFundAccountLog');
  return (
    <RecordsListShell
      ctx={ctx}
      frame={{
        id: 'fund-log',
        title,
        subtitle: t('fundLog.intro'),
        backLabel: t('backToWallet'),
        breadcrumbs: ctx.crumbs({ label: title }),
      }}
      values={values}
      toolbar={{
        selects: [{ name: 'type', label: t('toolbar.kind'), options: choicesOf(FUND_LOG_TYPES, (type) => logTypeLabel(funds, t, type)) }],
        dates: true,
      }}
      list={list}
      empty={{
        title: t('fundLog.empty'),
        description: t('fundLog.emptyText'),
        action: { href: RECORDS_PATHS.recharge, label: t('topUp') },
        clearHref: RECORDS_PATHS.fundLog,
      }}
      table={(page) => <FundLogTable {...page} state={state} symbol={ctx.symbol} caption={title} />}
    />
  );
}
