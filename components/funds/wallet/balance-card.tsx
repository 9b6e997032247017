import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { WalletSummary } from '@/lib/api/funds';
import type { Locale } from '@/lib/contract/constants';
import { formatNumber } from '@/lib/format/display';
import { getPathname } from '@/lib/i18n/localized-navigation';
import { buttonClassName } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { TestModeRibbon } from '../test-mode-ribbon';
import { WALLET_PATHS } from './wallet-paths';
import styles from './wallet.module.css';

/** The wallet's head: available balance (base currency), points, usable coupons and the way to recharge. */
export async function BalanceCard({ wallet, locale }: { wallet: WalletSummary; locale: Locale }) {
  const t = await getTranslations('wallet.balance');
  const href = (path: string) => getPathname({ href: path, locale });
  return (
    <section aria-labelledby="wallet-balance-title" className={styles.card} data-testid="wallet-balance">
      <h2 id="wallet-balance-title" className="sr-only">
        {t('heading')}
      </h2>
      <TestModeRibbon on={wallet.testMode} />
      <div className={styles.balanceRow}>
        <div className={styles.balance}>
          <span className={styles.balanceLabel}>{t('available')}</span>
          <Money value={wallet.balance} symbol={wallet.currencySymbol} className={styles.balanceAmount} />
          <span className={styles.muted}>{wallet.currencyCode}</span>
        </div>
        <Link href={href(WALLET_PATHS.recharge)} className={buttonClassName('primary', styles.recharge)}>
          {t('recharge')}
        </Link>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('points')}</dt>
          <dd>
            <span className={styles.factValue}>{formatNumber(wallet.points, 0)}</span>
            <Link href={href(WALLET_PATHS.points)}>{t('pointsLink')}</Link>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('coupons')}</dt>
          <dd>
            <span className={styles.factValue}>{formatNumber(wallet.usableCouponCount, 0)}</span>
            <Link href={href(WALLET_PATHS.coupons)}>{t('couponsLink')}</Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}
