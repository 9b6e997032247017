import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import type { Address } from '@/lib/api/address';
import { getPathname } from '@/lib/i18n/navigation';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { LoadFailed } from '@/components/ui/load-state';
import { userContext, userRead } from '@/components/user/user-upstream';
import { AddressBook } from './address-book';
import styles from './address.module.css';

const SELF = '/user/member-address';

/** /user/member-address: the list is read on the server; adding, editing and deleting are a client island. */
export async function AddressPage({ locale, site }: { locale: Locale; site: string }) {
  const context = await userContext(locale, site, SELF);
  const [list, routes, t] = await Promise.all([
    userRead<{ items: Address[] }>(context, SELF, 'POST', '/api/u/user/address/list', { body: { maxResultCount: 100, skipCount: 0 } }),
    getTranslations('routes'),
    getTranslations('address'),
  ]);
  return (
    <section aria-labelledby="address-title">
      <h1 id="address-title" className={styles.title}>
        {routes('memberAddress')}
      </h1>
      <p className={styles.rule}>{t('defaultRule')}</p>
      {list ? (
        <ScopedIntlProvider namespaces={['address', 'auth', 'validation', 'errors']}>
          <AddressBook initial={list.items ?? []} />
        </ScopedIntlProvider>
      ) : (
        <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} href={getPathname({ href: SELF, locale })} />
      )}
    </section>
  );
}
