import { getTranslations } from 'next-intl/server';
import { listPaymentMethods } from '@/lib/api/funds';
import type { Locale } from '@/lib/contract/constants';
import { formatMoney } from '@/lib/format/number';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { firstQueryValue } from '@/components/pages/page-params';
import type { SearchParams } from '@/lib/site/search-params';
import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';
import { userApi } from '@/lib/server-data/user-api';
import { TestModeRibbon } from '../test-mode-ribbon';
import { returnPathOf } from '../topup/return-to';
import { prefillAmount } from './amount-rules';
import { RechargeForm } from './recharge-form';
import styles from './recharge.module.css';

const SELF = '/user/recharge';

/**
 * /user/recharge (?amount=&returnTo=): the methods are read on the server (a failure goes to the user
 * area's error view with a retry); the form is a client island.
 */
export async function RechargePage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const initialAmount = prefillAmount(firstQueryValue(search.amount));
  const returnTo = returnPathOf(firstQueryValue(search.returnTo));
  const query = new URLSearchParams({ ...(initialAmount ? { amount: initialAmount } : {}), ...(returnTo ? { returnTo } : {}) }).toString();
  const api = await userApi(locale, site, query ? `${SELF}?${query}` : SELF);
  const [list, t, te, routes] = await Promise.all([listPaymentMethods(api), getTranslations('recharge'), getTranslations('errors'), getTranslations('routes')]);
  const base = list.baseCurrency;
  return (
    <>
      <TestModeRibbon on={list.testMode} />
      <PageFrame id="recharge" title={routes('recharge')} subtitle={t('intro', { currency: base.code })}>
        {initialAmount ? <p className={styles.shortfall}>{t('shortfall', { amount: formatMoney(initialAmount, base.symbol) })}</p> : null}
        {list.methods.length ? (
          <ScopedIntlProvider namespaces={['recharge', 'funds', 'errors']}>
            <RechargeForm methods={list.methods} base={base} initialAmount={initialAmount} returnTo={returnTo} />
          </ScopedIntlProvider>
        ) : (
          <EmptyState title={t('noMethods')} description={te('noPaymentChannel')} />
        )}
      </PageFrame>
    </>
  );
}
