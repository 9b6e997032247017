import { getTranslations } from 'next-intl/server';
import { getTranshipmentOrder } from '@/lib/api/transhipment-order';
import type { Locale } from '@/lib/contract/constants';
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
import { symbolOf } from '@/components/combined-order/labels';
import { AddressSection, ShippingSection } from '@/components/combined-order/detail/delivery-section';
import { BoxPhotoSection, ReviewSection, ServicesSection } from '@/components/combined-order/detail/extras-section';
import { FeesSection } from '@/components/combined-order/detail/fees-section';
import { DiscountsSection, PaymentsSection } from '@/components/combined-order/detail/payments-section';
import { HistorySection, TrackingSection } from '@/components/combined-order/detail/timeline-sections';
import styles from '@/components/combined-order/detail/detail.module.css';
import { TranshipmentActions } from '../actions/transhipment-actions';
import { TRANSHIPMENT_CLIENT_NAMESPACES, TRANSHIPMENT_PAGES } from '../labels';
import { TranshipmentStatusTag } from '../status-tag';
import { NotesSection } from './notes-section';
import { ParcelSection } from './parcel-section';
import { TranshipmentStatusSteps } from './transhipment-status-steps';

interface TranshipmentDetailPageProps {
  locale: Locale;
  site: string;
  id: string;
  search: SearchParams;
}

/**
 * /user/order-detail?id=L…: one transhipment order read on the server, every section server-rendered (the
 * waybill's sections where the shapes are the same: address, shipping, fees, payments, services, tracking,
 * history, review); the actions and the note form are client islands. The sections stack on a phone. Without an id
 * the page says so (200); an unknown id, or another member's, is not found (404); a failed read a notice with a retry.
 */
export async function TranshipmentDetailPage({ locale, site, id, search }: TranshipmentDetailPageProps) {
  const api = await userApi(locale, site, pathWithQuery(TRANSHIPMENT_PAGES.list, search));
  const [read, config, t, tw, routes, common, tl] = await Promise.all([
    id ? readRecord(getTranshipmentOrder(id, api)) : NO_RECORD,
    getSiteConfig(site, locale),
    getTranslations({ locale, namespace: 'transhipmentOrder' }),
    getTranslations({ locale, namespace: 'combinedOrder' }),
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'list' }),
  ]);
  const listHref = getPathname({ href: TRANSHIPMENT_PAGES.list, locale });
  const crumbs = (current: string) => ({
    label: tl('breadcrumb'),
    items: [{ label: routes('orderDetail'), href: listHref }, { label: current }],
  });
  const back = (
    <Link href={TRANSHIPMENT_PAGES.list} className={buttonClassName('default')}>
      {t('detail.backToList')}
    </Link>
  );

  if (!read.ok || !read.data) {
    return (
      <PageFrame id="transhipment-order" title={routes('orderDetail')} breadcrumbs={crumbs(id || routes('orderDetail'))}>
        {read.ok ? (
          <EmptyState title={t('detail.notFound')} description={t('detail.notFoundText')} action={back} />
        ) : (
          <EmptyState role="alert" title={common('loadFailed')} retryLabel={common('retry')} action={back} />
        )}
      </PageFrame>
    );
  }

  const order = read.data;
  const siteCurrency = { code: config.site.baseCurrencyCode, symbol: config.site.baseCurrencySymbol };
  const symbol = symbolOf(order.currency, siteCurrency);
  return (
    <PageFrame
      id="transhipment-order"
      title={t('detail.title', { id: order.id })}
      breadcrumbs={crumbs(order.id)}
      subtitle={
        <span className={styles.headline}>
          <TranshipmentStatusTag t={t} status={order.status} />
          <DateTime value={order.createdAt} pattern="YYYY-MM-DD HH:mm" />
        </span>
      }
      extra={
        <ScopedIntlProvider namespaces={TRANSHIPMENT_CLIENT_NAMESPACES}>
          <TranshipmentActions order={order} symbol={symbol} />
        </ScopedIntlProvider>
      }
    >
      <TranshipmentStatusSteps t={t} order={order} />
      <div className={styles.columns}>
        <ParcelSection t={t} order={order} symbolOf={(currency) => symbolOf(currency, siteCurrency)} />
        <ShippingSection t={tw} combinedOrder={order} />
      </div>
      <div className={styles.columns}>
        <AddressSection t={tw} combinedOrder={order} />
        <ServicesSection t={tw} combinedOrder={order} />
      </div>
      <FeesSection t={tw} combinedOrder={order} symbol={symbol} />
      <div className={styles.columns}>
        <PaymentsSection t={tw} combinedOrder={order} symbol={symbol} />
        <DiscountsSection t={tw} combinedOrder={order} symbol={symbol} />
      </div>
      <NotesSection t={t} order={order} />
      <BoxPhotoSection t={tw} combinedOrder={order} />
      <TrackingSection t={tw} combinedOrder={order} />
      <HistorySection t={tw} combinedOrder={order} symbolOf={(currency) => symbolOf(currency, siteCurrency)} />
      <ReviewSection t={tw} combinedOrder={order} />
    </PageFrame>
  );
}
