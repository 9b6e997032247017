import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { listParcels, parcelStatusCounts } from '@/lib/api/parcels';
import type { Locale } from '@/lib/contract/constants';
import { getPathname } from '@/lib/i18n/localized-navigation';
import { getSiteConfig } from '@/lib/site/get-site';
import { readListState, type SearchParams } from '@/components/ui/list/list-query';
import { StatusTabs } from '@/components/ui/list/status-tabs';
import { PageFrame } from '@/components/ui/page-frame';
import { PickedIntlProvider } from '@/components/ui/picked-intl-provider';
import { userApi } from '@/lib/server-data/user-api';
import { isFiltered, PARCEL_LIST, PARCEL_STATUS_TABS, parcelListRequest, parcelSearchOf } from './parcel-list-query';
import { ParcelList } from './parcel-list';
import { PARCEL_LIST_MESSAGES } from './parcel-list-messages';
import { parcelRowOf } from './parcel-row';
import { ParcelSearchBar } from './parcel-search';
import styles from './parcels.module.css';

const SELF = '/user/tranship-list';
const FORECAST = '/user/self-tranship';

/** The page's query string as it came (the tabs keep every other parameter). */
function queryOf(search: SearchParams): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) for (const one of [value ?? []].flat()) params.append(name, one);
  return params.toString();
}

/**
 * /user/tranship-list: the status tabs, the search and the page of parcels named by the URL are read on the
 * server; the table, the selection for a waybill and the detail drawer (?id=) are a client island, given the rows'
 * shown fields (./parcel-row.ts) and the catalog's parts it reads (./parcel-list-messages.ts).
 */
export async function ParcelListPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const state = readListState(search, PARCEL_LIST);
  const api = await userApi(locale, site, SELF);
  const [list, counts, config, routes, t, tl] = await Promise.all([
    listParcels(parcelListRequest(state), api),
    parcelStatusCounts(api),
    getSiteConfig(site, locale),
    getTranslations('routes'),
    getTranslations('parcels'),
    getTranslations('list'),
  ]);
  const initial = parcelSearchOf(state);
  const currency = { code: config.site.baseCurrencyCode, symbol: config.site.baseCurrencySymbol };
  return (
    <PageFrame
      id="parcels"
      title={routes('transhipList')}
      subtitle={t('intro')}
      extra={
        <Link href={getPathname({ href: FORECAST, locale })} className={styles.forecastLink}>
          {t('forecastLink')}
        </Link>
      }
    >
      <StatusTabs
        definitions={PARCEL_STATUS_TABS}
        counts={counts}
        current={state.status}
        pathname={getPathname({ href: SELF, locale })}
        search={queryOf(search)}
        label={(key) => t(key as 'status.Inbound')}
        allLabel={tl('statusAll')}
        navLabel={tl('statusLabel')}
      />
      <PickedIntlProvider paths={PARCEL_LIST_MESSAGES}>
        <ParcelSearchBar key={`${initial.trackingNumber}|${initial.from}|${initial.to}`} initial={initial} />
        <ParcelList
          items={(list.items ?? []).map(parcelRowOf)}
          total={list.totalCount ?? 0}
          state={state}
          currency={currency}
          filtered={isFiltered(state)}
          caption={routes('transhipList')}
        />
      </PickedIntlProvider>
    </PageFrame>
  );
}
