import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { listAddresses } from '@/lib/api/address';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { listRequestOf, readListState, type SearchParams } from '@/components/ui/list/list-query';
import { PageFrame } from '@/components/ui/page-frame';
import { userApi } from '@/lib/server-data/user-api';
import { ADDRESS_LIST } from './address-list-query';
import { AddressBook } from './address-book';

const SELF = '/user/member-address';

/**
 * /user/member-address: the page of the list named by the URL (page, pageSize, sort) is read on the
 * server; the table, adding, editing and deleting are a client island that navigates or refreshes.
 */
export async function AddressPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const state = readListState(search, ADDRESS_LIST);
  const api = await userApi(locale, site, SELF);
  const [list, routes, t] = await Promise.all([listAddresses(listRequestOf(state), api), getTranslations('routes'), getTranslations('address')]);
  return (
    <PageFrame id="address" title={routes('memberAddress')} subtitle={t('defaultRule')}>
      <ScopedIntlProvider namespaces={['address', 'auth', 'validation', 'errors', 'list']}>
        <AddressBook items={list.items ?? []} total={list.totalCount ?? 0} state={state} caption={routes('memberAddress')} />
      </ScopedIntlProvider>
    </PageFrame>
  );
}
