import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import type { SearchParams } from '@/components/ui/list/list-query';
import { userApi } from '@/components/user/user-upstream';
import { listAccountChanges } from '@/lib/api/funds';
import type { Locale } from '@/lib/contract/constants';
import { Link } from '@/lib/i18n/navigation';
import { AccountChangeTable } from './account-change-table';
import { ListEmpty } from './list-empty';
import { RECORDS_CLIENT_NAMESPACES, recordsContext } from './records-context';
import { RecordsFrame } from './records-frame';
import { settle } from './records-load';
import { RECORDS_PATHS } from './records-paths';
import { isFiltered, pathWithQuery, readRecordQuery, recordFilterOf, type RecordsSpec } from './records-query';
import { RecordsToolbar } from './records-toolbar';

export const ACCOUNT_CHANGE_SPEC: RecordsSpec = { dates: true };

/** /user/account-change-record: staff and system adjustments of the balance, with their reasons, a page at a time. */
export async function AccountChangesPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const { state, values } = readRecordQuery(search, ACCOUNT_CHANGE_SPEC);
  const api = await userApi(locale, site, pathWithQuery(RECORDS_PATHS.accountChanges, search));
  const [ctx, list] = await Promise.all([recordsContext(locale, site), settle(listAccountChanges(recordFilterOf(state, values), api))]);
  const { t } = ctx;
  const title = ctx.routes('accountChangeRecord');
  return (
    <RecordsFrame
      variant="user"
      id="account-changes"
      title={title}
      subtitle={t('accountChanges.intro')}
      backLabel={t('backToWallet')}
      extra={<Link href={RECORDS_PATHS.hub}>{ctx.routes('details')}</Link>}
    >
      <ScopedIntlProvider namespaces={RECORDS_CLIENT_NAMESPACES}>
        <RecordsToolbar key={JSON.stringify(values)} label={t('toolbar.label')} initial={values} dates />
        {list.ok ? (
          <AccountChangeTable
            items={list.data.items ?? []}
            total={list.data.totalCount ?? 0}
            state={state}
            symbol={ctx.symbol}
            caption={title}
            empty={
              <ListEmpty
                filtered={isFiltered(values)}
                title={t('accountChanges.empty')}
                filteredTitle={t('emptyFiltered')}
                description={t('accountChanges.emptyText')}
                action={{ href: RECORDS_PATHS.record, label: t('transactions.title') }}
                clear={{ href: RECORDS_PATHS.accountChanges, label: t('clearFilters') }}
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
