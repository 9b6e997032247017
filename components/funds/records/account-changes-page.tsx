import type { SearchParams } from '@/components/ui/list/list-query';
import { userApi } from '@/lib/server-data/user-api';
import { listAccountChanges } from '@/lib/api/funds';
import type { Locale } from '@/lib/contract/constants';
import { Link } from '@/lib/i18n/navigation';
import { AccountChangeTable } from './account-change-table';
import { recordsContext } from './records-context';
import { RecordsListShell } from './records-list-shell';
import { settle } from '@/lib/server-data/loaded';
import { RECORDS_PATHS } from './records-paths';
import { pathWithQuery } from '@/lib/site/search-params';
import { readRecordQuery, recordFilterOf, type RecordsSpec } from './records-query';

export const ACCOUNT_CHANGE_SPEC: RecordsSpec = { dates: true };

/** /user/account-change-record: staff and system adjustments of the balance, with their reasons, a page at a time. */
export async function AccountChangesPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const { state, values } = readRecordQuery(search, ACCOUNT_CHANGE_SPEC);
  const api = await userApi(locale, site, pathWithQuery(RECORDS_PATHS.accountChanges, search));
  const [ctx, list] = await Promise.all([recordsContext(locale, site), settle(listAccountChanges(recordFilterOf(state, values), api))]);
  const { t } = ctx;
  const title = ctx.routes('accountChangeRecord');
  return (
    <RecordsListShell
      ctx={ctx}
      frame={{
        variant: 'user',
        id: 'account-changes',
        title,
        subtitle: t('accountChanges.intro'),
        backLabel: t('backToWallet'),
        extra: <Link href={RECORDS_PATHS.hub}>{ctx.routes('details')}</Link>,
      }}
      values={values}
      toolbar={{ dates: true }}
      list={list}
      empty={{
        title: t('accountChanges.empty'),
        description: t('accountChanges.emptyText'),
        action: { href: RECORDS_PATHS.record, label: t('transactions.title') },
        clearHref: RECORDS_PATHS.accountChanges,
      }}
      table={(page) => <AccountChangeTable {...page} state={state} symbol={ctx.symbol} caption={title} />}
    />
  );
}
