import { buttonClassName } from '@/components/ui/button';
import type { SearchParams } from '@/components/ui/list/list-query';
import { Money } from '@/components/ui/money';
import { getWallet } from '@/lib/api/funds';
import type { Locale } from '@/lib/contract/constants';
import { Link } from '@/lib/i18n/navigation';
import { userApi } from '@/lib/server-data/user-api';
import { pathWithQuery } from '@/lib/site/search-params';
import { recordsContext } from './records-context';
import { RecordsFrame } from './records-frame';
import { settle } from '@/lib/server-data/loaded';
import { RECORDS_PATHS } from './records-paths';
import styles from './details-hub.module.css';

/** The hub's links, in reading order (`records.hub.<key>` and `records.hub.<key>Text`). */
const LINKS = [
  ['transactions', RECORDS_PATHS.record],
  ['fundLog', RECORDS_PATHS.fundLog],
  ['recharges', RECORDS_PATHS.recharges],
  ['accountChanges', RECORDS_PATHS.accountChanges],
  ['wallet', RECORDS_PATHS.wallet],
] as const;

/** /details: the balance and where each kind of record is, in a sentence each. */
export async function DetailsHub({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const api = await userApi(locale, site, pathWithQuery(RECORDS_PATHS.hub, search));
  const [ctx, wallet] = await Promise.all([recordsContext(locale, site), settle(getWallet(api))]);
  const { t, funds } = ctx;
  const pending = wallet.ok ? wallet.data.pendingTopups.length : 0;
  return (
    <RecordsFrame id="details" title={ctx.routes('details')} subtitle={t('hub.intro')} backLabel={t('backToWallet')}>
      <section aria-labelledby="details-balance" className={styles.balance}>
        <h2 id="details-balance" className={styles.balanceLabel}>
          {funds('balance')}
        </h2>
        {wallet.ok ? (
          <>
            <p className={styles.balanceValue} data-testid="balance">
              <Money value={wallet.data.balance} symbol={wallet.data.currencySymbol || ctx.symbol} />
            </p>
            {pending > 0 ? (
              <p className={styles.pending}>
                <Link href={{ pathname: RECORDS_PATHS.recharges, query: { status: 1 } }}>{t('hub.pending', { count: pending })}</Link>
              </p>
            ) : null}
            <Link href={RECORDS_PATHS.recharge} className={buttonClassName('primary')}>
              {funds('recharge')}
            </Link>
          </>
        ) : (
          ctx.failed
        )}
      </section>
      <nav aria-labelledby="details-links" className={styles.linksBlock}>
        <h2 id="details-links" className={styles.linksTitle}>
          {t('hub.linksTitle')}
        </h2>
        <ul className={styles.links}>
          {LINKS.map(([key, href]) => (
            <li key={key}>
              <Link href={href} className={styles.link}>
                <span className={styles.linkTitle}>{t(`hub.${key}`)}</span>
                <span className={styles.linkText}>{t(`hub.${key}Text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </RecordsFrame>
  );
}
