import { getTranslations } from 'next-intl/server';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { Locale } from '@/lib/contract/constants';
import { getModesWithFees } from '@/lib/server-data/shipping';
import { getSiteConfig } from '@/lib/site/get-site';
import { ModeSummary } from './mode-summary';
import { ZoneFeeTable } from './zone-fee-table';
import styles from './transport.module.css';
import { SoftLink } from '@/components/layout/soft-link';

/** Every transport mode with its facts and its fee table (collapsed in a <details>: no JavaScript). */
export async function ModeList({ site, locale }: { site: string; locale: Locale }) {
  const [t, common, modes, config] = await Promise.all([
    getTranslations({ locale, namespace: 'transport' }),
    getTranslations({ locale, namespace: 'common' }),
    getModesWithFees(site, locale),
    getSiteConfig(site, locale),
  ]);
  if (!modes.ok) return <EmptyState role="alert" title={common('loadFailed')} retryLabel={common('retry')} />;
  if (modes.data.length === 0) return <EmptyState title={t('empty')} />;
  const symbol = config.site.baseCurrencySymbol;
  return (
    <ul className={styles.modes}>
      {modes.data.map((mode) => (
        <li key={mode.id} className={styles.mode}>
          <div className={styles.modeHead}>
            <h2 className={styles.modeName}>{mode.name}</h2>
            <SoftLink locale={locale} href={`/transportation-detail?id=${encodeURIComponent(mode.id)}`} className={buttonClassName('default')}>
              {t('details')}
              <span className="sr-only">: {mode.name}</span>
            </SoftLink>
          </div>
          <ModeSummary mode={mode} symbol={symbol} />
          <details className={styles.details}>
            <summary>{t('feeTable')}</summary>
            <ZoneFeeTable fees={mode.fees} symbol={symbol} caption={t('feeTableOf', { name: mode.name })} />
          </details>
        </li>
      ))}
    </ul>
  );
}
