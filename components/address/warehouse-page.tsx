import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { listWarehouseAddresses } from '@/lib/api/reference';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { userApi } from '@/lib/server-data/user-api';
import { WarehouseCard } from './warehouse-card';
import styles from './warehouse.module.css';

const SELF = '/user/wareHouse-address';

/** /user/wareHouse-address: the member's personal address at each warehouse, read on the server. */
export async function WarehousePage({ locale, site }: { locale: Locale; site: string }) {
  const api = await userApi(locale, site, SELF);
  const [list, routes, t] = await Promise.all([listWarehouseAddresses(api), getTranslations('routes'), getTranslations('warehouse')]);
  const memberCode = list.items?.[0]?.memberCode ?? '';
  return (
    <section aria-labelledby="warehouse-title">
      <h1 id="warehouse-title" className={styles.title}>
        {routes('wareHouseAddress')}
      </h1>
      <p className={styles.intro}>{t('intro')}</p>
      {memberCode ? (
        <p className={styles.note} role="note">
          {t('memberCodeNote', { code: memberCode })}
        </p>
      ) : null}
      {list.items?.length ? (
        <ScopedIntlProvider namespaces={['warehouse', 'errors']}>
          <div className={styles.list}>
            {list.items.map((address) => (
              <WarehouseCard key={address.warehouseId} address={address} />
            ))}
          </div>
        </ScopedIntlProvider>
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
    </section>
  );
}
