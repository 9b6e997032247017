import { getMessages, getTranslations } from 'next-intl/server';
import { PaymentStatus } from '@/lib/contract/enums';
import type { Locale } from '@/lib/contract/constants';
import { Link } from '@/lib/i18n/navigation';
import { pickMessages } from '@/components/layout/intl-messages';
import { firstQueryValue } from '@/components/pages/page-params';
import type { SearchParams } from '@/lib/site/search-params';
import { buttonClassName } from '@/components/ui/button';
import { isAuditedMethod } from './methods';
import { OfflineInstructions } from './offline-instructions';
import { ProofThumbs, TopupFacts } from './topup-facts';
import { queryStringOf } from '@/lib/site/search-params';
import { loadTopup } from '@/lib/server-data/funds';
import { TopupPanelLoader } from './topup-panel-loader';
import { TopupShell } from './topup-shell';
import styles from './topup.module.css';

/**
 * /details/topup?id=TOPUP…[&from=return]: the top-up's facts on the server; while it is unpaid (or just
 * paid) a client panel to go on paying, or to confirm a provider's return. PendingAudit and Closed are
 * plain text.
 */
export async function TopupDetailPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const query = queryStringOf(search);
  const load = await loadTopup(locale, site, firstQueryValue(search.id), `/details/topup${query ? `?${query}` : ''}`);
  const [t, messages] = await Promise.all([getTranslations('topup'), getMessages()]);
  const fromReturn = firstQueryValue(search.from) === 'return';
  return (
    <TopupShell load={load} routeKey="detailsTopup">
      {({ topup, method, symbols }) => {
        const pending = topup.status === PaymentStatus.PendingPayment;
        const live = pending || topup.status === PaymentStatus.Successfully;
        const offline = pending && isAuditedMethod({ method: topup.method });
        return (
          <div className={styles.stack}>
            {offline ? <OfflineInstructions topup={topup} method={method} symbols={symbols} /> : null}
            {live ? (
              <TopupPanelLoader
                locale={locale}
                messages={pickMessages(messages, ['topup', 'funds', 'errors'])}
                topup={topup}
                symbols={symbols}
                fromReturn={fromReturn}
                returnQuery={query}
              />
            ) : null}
            {topup.status === PaymentStatus.PendingAudit ? (
              <p role="status" className={styles.note}>
                {t('pendingAudit')}
              </p>
            ) : null}
            {topup.status === PaymentStatus.Closed ? (
              <div role="status" className={styles.note}>
                <p>{t('closed')}</p>
                <Link href="/user/recharge" className={buttonClassName('primary')}>
                  {t('topUpAgain')}
                </Link>
              </div>
            ) : null}
            <TopupFacts topup={topup} symbols={symbols} />
            <ProofThumbs topup={topup} />
          </div>
        );
      }}
    </TopupShell>
  );
}
