import { getTranslations } from 'next-intl/server';
import { getCombinedOrder } from '@/lib/api/combined-order';
import type { Locale } from '@/lib/contract/constants';
import { CombinedOrderStatus, DeliveryMode } from '@/lib/contract/enums';
import { redirect } from 'next/navigation';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { getSiteConfig } from '@/lib/site/get-site';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { DateTime } from '@/components/ui/date-time';
import { NO_RECORD, readRecord } from '@/lib/server-data/loaded';
import { pathWithQuery } from '@/lib/site/search-params';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { SearchParams } from '@/components/ui/list/list-query';
import { PageFrame } from '@/components/ui/page-frame';
import { userApi } from '@/lib/server-data/user-api';
import { CombinedOrderActions } from '../actions/combined-order-actions';
import { cancelBlockLabel, detailHref, symbolOf, COMBINED_ORDER_CLIENT_NAMESPACES, COMBINED_ORDER_PAGES } from '../labels';
import { CombinedOrderStatusTag } from '../status-tag';
import { AddressSection, ShippingSection } from './delivery-section';
import { BoxPhotoSection, ReviewSection, ServicesSection } from './extras-section';
import { FeesSection } from './fees-section';
import { ParcelsSection } from './parcels-section';
import { DiscountsSection, PaymentsSection } from './payments-section';
import { StatusSteps } from './status-steps';
import { HistorySection, TrackingSection } from './timeline-sections';
import styles from './detail.module.css';

interface CombinedOrderDetailPageProps {
  locale: Locale;
  site: string;
  id: string;
  search: SearchParams;
}

/**
 * /user/combined-order-detail?id=L…: the waybill read on the server, every section server-rendered; only the
 * actions are a client island. An unknown id, or another member's, is not found (404); a
 * failed read a notice with a retry.
 */
export async function CombinedOrderDetailPage({ locale, site, id, search }: CombinedOrderDetailPageProps) {
  const api = await userApi(locale, site, pathWithQuery(COMBINED_ORDER_PAGES.detail, search));
  const [read, config, t, routes, common, tl] = await Promise.all([
    id ? readRecord(getCombinedOrder(id, api)) : NO_RECORD,
    getSiteConfig(site, locale),
    getTranslations({ locale, namespace: 'combinedOrder' }),
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'list' }),
  ]);
  const listHref = getPathname({ href: COMBINED_ORDER_PAGES.list, locale });
  const crumbs = (current: string) => ({
    label: tl('breadcrumb'),
    items: [{ label: routes('combinedOrder'), href: listHref }, { label: current }],
  });
  const back = (
    <Link href={COMBINED_ORDER_PAGES.list} className={buttonClassName('default')}>
      {t('detail.backToList')}
    </Link>
  );

  if (!read.ok || !read.data) {
    return (
      <PageFrame id="waybill" title={routes('combinedOrderDetail')} breadcrumbs={crumbs(id || routes('combinedOrderDetail'))}>
        {read.ok ? (
          <EmptyState title={t('detail.notFound')} description={t('detail.notFoundText')} action={back} />
        ) : (
          <EmptyState role="alert" title={common('loadFailed')} retryLabel={common('retry')} action={back} />
        )}
      </PageFrame>
    );
  }

  const combinedOrder = read.data;
  // A transhipment order (the same kind of record) has its own page.
  if (combinedOrder.deliveryMode === DeliveryMode.Transshipment)
    redirect(getPathname({ href: detailHref(combinedOrder.id, combinedOrder.deliveryMode), locale }));
  const siteCurrency = { code: config.site.baseCurrencyCode, symbol: config.site.baseCurrencySymbol };
  const symbol = symbolOf(combinedOrder.currency, siteCurrency);
  const blocked = !combinedOrder.canCancel && combinedOrder.cancelBlock === 'PACKING_STARTED' && combinedOrder.status !== CombinedOrderStatus.Canceled;
  return (
    <PageFrame
      id="waybill"
      title={t('detail.title', { id: combinedOrder.id })}
      breadcrumbs={crumbs(combinedOrder.id)}
      subtitle={
        <span className={styles.headline}>
          <CombinedOrderStatusTag t={t} status={combinedOrder.status} />
          <DateTime value={combinedOrder.createdAt} pattern="YYYY-MM-DD HH:mm" />
        </span>
      }
      extra={
        <ScopedIntlProvider namespaces={COMBINED_ORDER_CLIENT_NAMESPACES}>
          <CombinedOrderActions combinedOrder={combinedOrder} symbol={symbol} />
        </ScopedIntlProvider>
      }
    >
      {blocked ? <p className={styles.muted}>{t('detail.cancelBlocked', { reason: cancelBlockLabel(t, 'PACKING_STARTED') })}</p> : null}
      <StatusSteps t={t} combinedOrder={combinedOrder} />
      <ParcelsSection t={t} combinedOrder={combinedOrder} symbolOf={(currency) => symbolOf(currency, siteCurrency)} />
      <div className={styles.columns}>
        <AddressSection t={t} combinedOrder={combinedOrder} />
        <ShippingSection t={t} combinedOrder={combinedOrder} />
      </div>
      <FeesSection t={t} combinedOrder={combinedOrder} symbol={symbol} />
      <div className={styles.columns}>
        <PaymentsSection t={t} combinedOrder={combinedOrder} symbol={symbol} />
        <DiscountsSection t={t} combinedOrder={combinedOrder} symbol={symbol} />
      </div>
      <ServicesSection t={t} combinedOrder={combinedOrder} />
      <BoxPhotoSection t={t} combinedOrder={combinedOrder} />
      <TrackingSection t={t} combinedOrder={combinedOrder} />
      <HistorySection t={t} combinedOrder={combinedOrder} symbolOf={(currency) => symbolOf(currency, siteCurrency)} />
      <ReviewSection t={t} combinedOrder={combinedOrder} />
    </PageFrame>
  );
}
