import { getTranslations } from 'next-intl/server';
import { orNull } from '@/lib/api/client';
import { getWaybill, type WaybillDetail } from '@/lib/api/combined-order';
import type { Locale } from '@/lib/contract/constants';
import { CombinedOrderStatus, DeliveryMode } from '@/lib/contract/enums';
import { redirect } from 'next/navigation';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { getSiteConfig } from '@/lib/site/get-site';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { DateTime } from '@/components/ui/date-time';
import { settle, type Loaded } from '@/lib/server-data/loaded';
import { pathWithQuery } from '@/lib/site/search-params';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { SearchParams } from '@/components/ui/list/list-query';
import { PageFrame } from '@/components/ui/page-frame';
import { userApi } from '@/lib/server-data/user-api';
import { WaybillActions } from '../actions/waybill-actions';
import { cancelBlockLabel, detailHref, symbolOf, WAYBILL_CLIENT_NAMESPACES, WAYBILL_PAGES } from '../labels';
import { WaybillStatusTag } from '../status-tag';
import { AddressSection, ShippingSection } from './delivery-section';
import { BoxPhotoSection, ReviewSection, ServicesSection } from './extras-section';
import { FeesSection } from './fees-section';
import { ParcelsSection } from './parcels-section';
import { DiscountsSection, PaymentsSection } from './payments-section';
import { StatusSteps } from './status-steps';
import { HistorySection, TrackingSection } from './timeline-sections';
import styles from './detail.module.css';

interface WaybillDetailPageProps {
  locale: Locale;
  site: string;
  id: string;
  search: SearchParams;
}

/**
 * /user/combined-order-detail?id=L…: the waybill read on the server, every section server-rendered; only the
 * actions are a client island. An unknown id, or another member's, shows "not found" with the way back; a
 * failed read a notice with a retry.
 */
export async function WaybillDetailPage({ locale, site, id, search }: WaybillDetailPageProps) {
  const api = await userApi(locale, site, pathWithQuery(WAYBILL_PAGES.detail, search));
  const none: Loaded<WaybillDetail | null> = { ok: true, data: null };
  const [read, config, t, routes, common, tl] = await Promise.all([
    id ? settle(orNull(getWaybill(id, api))) : Promise.resolve(none),
    getSiteConfig(site, locale),
    getTranslations({ locale, namespace: 'waybills' }),
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'list' }),
  ]);
  const listHref = getPathname({ href: WAYBILL_PAGES.list, locale });
  const crumbs = (current: string) => ({
    label: tl('breadcrumb'),
    items: [{ label: routes('combinedOrder'), href: listHref }, { label: current }],
  });
  const back = (
    <Link href={WAYBILL_PAGES.list} className={buttonClassName('default')}>
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

  const waybill = read.data;
  // A transhipment order (the same kind of record) has its own page.
  if (waybill.deliveryMode === DeliveryMode.Transshipment) redirect(getPathname({ href: detailHref(waybill.id, waybill.deliveryMode), locale }));
  const siteCurrency = { code: config.site.baseCurrencyCode, symbol: config.site.baseCurrencySymbol };
  const symbol = symbolOf(waybill.currency, siteCurrency);
  const blocked = !waybill.canCancel && waybill.cancelBlock === 'PACKING_STARTED' && waybill.status !== CombinedOrderStatus.Canceled;
  return (
    <PageFrame
      id="waybill"
      title={t('detail.title', { id: waybill.id })}
      breadcrumbs={crumbs(waybill.id)}
      subtitle={
        <span className={styles.headline}>
          <WaybillStatusTag t={t} status={waybill.status} />
          <DateTime value={waybill.createdAt} pattern="YYYY-MM-DD HH:mm" />
        </span>
      }
      extra={
        <ScopedIntlProvider namespaces={WAYBILL_CLIENT_NAMESPACES}>
          <WaybillActions waybill={waybill} symbol={symbol} />
        </ScopedIntlProvider>
      }
    >
      {blocked ? <p className={styles.muted}>{t('detail.cancelBlocked', { reason: cancelBlockLabel(t, 'PACKING_STARTED') })}</p> : null}
      <StatusSteps t={t} waybill={waybill} />
      <ParcelsSection t={t} waybill={waybill} symbolOf={(currency) => symbolOf(currency, siteCurrency)} />
      <div className={styles.columns}>
        <AddressSection t={t} waybill={waybill} />
        <ShippingSection t={t} waybill={waybill} />
      </div>
      <FeesSection t={t} waybill={waybill} symbol={symbol} />
      <div className={styles.columns}>
        <PaymentsSection t={t} waybill={waybill} symbol={symbol} />
        <DiscountsSection t={t} waybill={waybill} symbol={symbol} />
      </div>
      <ServicesSection t={t} waybill={waybill} />
      <BoxPhotoSection t={t} waybill={waybill} />
      <TrackingSection t={t} waybill={waybill} />
      <HistorySection t={t} waybill={waybill} />
      <ReviewSection t={t} waybill={waybill} />
    </PageFrame>
  );
}
