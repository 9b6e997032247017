import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { SoftLink } from '@/components/layout/soft-link';
import { Money } from '@/components/ui/money';
import type { Good, GoodInput } from '@/lib/contract/wire';
import { platformOf, safeWebUrl } from '@/lib/contract/ship-for-me-rules';
import { toLocale } from '@/lib/i18n/paths';
import { currencySymbol } from './good-money';
import { GoodPicture } from './good-picture';
import styles from './good.module.css';

/** A server good, or a good of the visitor's local cart (no id yet). */
export type SummaryGood = Good | (GoodInput & { clientKey: string });

export const isServerGood = (good: SummaryGood): good is Good => 'id' in good && typeof good.id === 'string';

export const GOOD_DETAIL_PATH = '/ship-for-me/good-detail';

/** The shop's page in a new tab, without referrer or endorsement; a page that is not http(s) stays text. */
export function ShopPageLink({ url, children }: { url: string; children: ReactNode }) {
  const safe = safeWebUrl(url);
  if (!safe) return <>{children}</>;
  return (
    <a href={safe.href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

interface GoodSummaryProps {
  good: SummaryGood;
  /** Where the title leads; default: the good's page here (server good) or the shop's page (local good). */
  href?: string;
  picture?: number;
  /** The site's currency symbol when it differs from the usual one of its code. */
  siteSymbol?: string;
  /** Extra lines under the price (a status, what it became, actions). */
  children?: ReactNode;
}

/**
 * One good in a line: picture, title, shop and platform, spec, unit price in its own currency × quantity, and
 * the total in the site's currency when known. Server or client (inside a provider with `shipForMe`). The
 * good's page is a SoftLink (the header island follows it client-side): public pages load no next/link for it.
 */
export function GoodSummary({ good, href, picture = 64, siteSymbol, children }: GoodSummaryProps) {
  const t = useTranslations('shipForMe');
  const locale = toLocale(useLocale());
  const server = isServerGood(good);
  const platform = server ? good.platform : platformOf(good.url);
  const platformKey = `platform.${platform}` as 'platform.other';
  const title = good.title.trim() || t('untitled');
  const target = href ?? (server ? `${GOOD_DETAIL_PATH}?id=${encodeURIComponent(good.id)}` : null);
  const symbol = currencySymbol(good.currency);
  return (
    <div className={styles.summary} data-testid="good-summary">
      <GoodPicture imageUrl={good.imageUrl} title={title} platform={platform} size={picture} />
      <div className={styles.body}>
        <span className={styles.title}>
          {target && !/^https?:/i.test(target) ? (
            <SoftLink locale={locale} href={target}>
              {title}
            </SoftLink>
          ) : (
            <ShopPageLink url={target ?? good.url}>{title}</ShopPageLink>
          )}
        </span>
        <span className={styles.muted}>{[good.shopName.trim() || t('noShop'), t.has(platformKey) ? t(platformKey) : platform].join(' · ')}</span>
        {good.spec?.trim() ? <span className={styles.muted}>{t('specLine', { spec: good.spec.trim() })}</span> : null}
        <span className={styles.price}>
          <span>
            <Money value={good.unitPrice} symbol={symbol} /> × {good.quantity}
          </span>
          {server && good.totalInSiteCurrency !== null ? (
            <span className={styles.total}>
              {t('totalLabel')} <Money value={good.totalInSiteCurrency} symbol={siteSymbol ?? currencySymbol(good.siteCurrency)} />
            </span>
          ) : null}
        </span>
        {children}
      </div>
    </div>
  );
}
