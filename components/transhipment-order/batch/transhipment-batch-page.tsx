import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { Link } from '@/lib/i18n/navigation';
import { getSiteConfig } from '@/lib/site/get-site';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { PageFrame } from '@/components/ui/page-frame';
import { newOrderHref } from '@/components/transhipment-order/labels';
import styles from '@/components/ui/form/order-form.module.css';
import { LazyBatchPanel } from './lazy-batch-panel';

/** The namespaces the panel reads: its texts, the file checks' messages (`validation`), failures (`errors`). */
const BATCH_NAMESPACES = ['transhipmentOrderSubmit', 'validation', 'errors'] as const;

/**
 * /user/order-detail?view=upload: many transhipment orders from one spreadsheet (one order a row). Nothing
 * is read on the server but the site's currency: the template, the check and the submit are the client's.
 */
export async function TranshipmentBatchPage({ locale, site }: { locale: Locale; site: string }) {
  const [t, config] = await Promise.all([getTranslations({ locale, namespace: 'transhipmentOrderSubmit' }), getSiteConfig(site, locale)]);
  const currency = { code: config.site.baseCurrencyCode, symbol: config.site.baseCurrencySymbol };
  return (
    <PageFrame
      id="transhipment-batch"
      title={t('title.upload')}
      extra={
        <Link href={newOrderHref()} className={styles.link}>
          {t('links.one')}
        </Link>
      }
    >
      <ScopedIntlProvider namespaces={BATCH_NAMESPACES}>
        <LazyBatchPanel currency={currency} />
      </ScopedIntlProvider>
    </PageFrame>
  );
}
