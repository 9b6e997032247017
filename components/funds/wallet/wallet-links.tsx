import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { getPathname } from '@/lib/i18n/localized-navigation';
import { WALLET_PATHS } from './wallet-paths';
import { WalletSection } from './wallet-section';
import styles from './wallet.module.css';

const LINKS = [
  { key: 'fundLog', path: WALLET_PATHS.fundLog },
  { key: 'accountChanges', path: WALLET_PATHS.accountChanges },
  { key: 'rechargeHistory', path: WALLET_PATHS.rechargeHistory },
] as const;

/** The wallet's other views of the same ledger: fund account log, account changes, recharge history. */
export async function WalletLinks({ locale }: { locale: Locale }) {
  const t = await getTranslations('wallet.links');
  return (
    <WalletSection as="nav" id="wallet-links" title={t('heading')}>
      <ul className={styles.links}>
        {LINKS.map((link) => (
          <li key={link.key}>
            <Link href={getPathname({ href: link.path, locale })}>{t(link.key)}</Link>
          </li>
        ))}
      </ul>
    </WalletSection>
  );
}
