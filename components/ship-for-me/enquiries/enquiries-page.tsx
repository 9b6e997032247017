import { getTranslations } from 'next-intl/server';
import { getEnquiry, listEnquiries } from '@/lib/api/ship-for-me';
import type { Locale } from '@/lib/contract/constants';
import { getPathname } from '@/lib/i18n/localized-navigation';
import { readRecord, settle } from '@/lib/server-data/loaded';
import { userApi } from '@/lib/server-data/user-api';
import { pathWithQuery, queryStringOf, type SearchParams } from '@/lib/site/search-params';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { firstQueryValue } from '@/components/pages/page-params';
import { CART_PATH } from '@/components/ship-for-me/cart/cart-values';
import { ShipForMeShell } from '@/components/ship-for-me/ship-for-me-shell';
import { ButtonLinks } from '@/components/ui/button-links';
import { EmptyState } from '@/components/ui/empty-state';
import { listRequestOf, readListState } from '@/components/ui/list/list-query';
import { PageFrame } from '@/components/ui/page-frame';
import { ENQUIRY_STATUSES } from './enquiry-status-tag';
import { EnquiryDetail } from './enquiry-detail';
import { ENQUIRIES_PATH, EnquiryList } from './enquiry-list';

const LIST = { statuses: ENQUIRY_STATUSES.map(String) };
const PAGE_SIZE = 10;

/**
 * /ship-for-me/enquiries (members): the member's enquiries by status, or with `?id=` one of them (an unknown
 * or another member's id is a 404). A failed read keeps the frame and offers a retry.
 */
export async function EnquiriesPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const api = await userApi(locale, site, pathWithQuery(ENQUIRIES_PATH, search));
  const id = firstQueryValue(search.id);
  const [routes, t] = await Promise.all([getTranslations('routes'), getTranslations('shipForMeEnquiry')]);
  const failed = <EmptyState role="alert" title={t('loadFailed')} retryLabel={t('retry')} />;
  const listHref = getPathname({ href: ENQUIRIES_PATH, locale });

  if (id) {
    const read = await readRecord(getEnquiry(id, api));
    return (
      <ShipForMeShell current="enquiries" exact={false}>
        <PageFrame
          id="ship-for-me-enquiry"
          title={t('detailTitle', { id })}
          breadcrumbs={{ label: t('breadcrumbs'), items: [{ label: routes('shipForMeEnquiries'), href: listHref }, { label: id }] }}
        >
          {read.ok && read.data ? (
            <ScopedIntlProvider namespaces={['shipForMeEnquiry', 'errors']}>
              <EnquiryDetail enquiry={read.data} locale={locale} />
            </ScopedIntlProvider>
          ) : (
            failed
          )}
        </PageFrame>
      </ShipForMeShell>
    );
  }

  const state = { ...readListState(search, LIST), pageSize: PAGE_SIZE };
  const list = await settle(listEnquiries({ ...listRequestOf(state), ...(state.status ? { status: Number(state.status) } : {}) }, api));
  let body;
  if (!list.ok) body = failed;
  else if (!list.data.items?.length && !state.status && state.page === 1)
    body = (
      <EmptyState
        title={t('empty')}
        description={t('emptyText')}
        action={<ButtonLinks locale={locale} links={[{ href: CART_PATH, label: t('toCart'), variant: 'primary' }]} />}
      />
    );
  else
    body = (
      <>
        <EnquiryList items={list.data.items ?? []} total={list.data.totalCount ?? 0} state={state} pathname={listHref} search={queryStringOf(search)} />
        {!list.data.items?.length ? <EmptyState title={t('emptyTab')} /> : null}
      </>
    );
  return (
    <ShipForMeShell current="enquiries">
      <PageFrame id="ship-for-me-enquiries" title={routes('shipForMeEnquiries')} subtitle={t('intro')}>
        {body}
      </PageFrame>
    </ShipForMeShell>
  );
}
