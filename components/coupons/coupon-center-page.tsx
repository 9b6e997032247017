import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { settle } from '@/lib/server-data/loaded';
import { pathWithQuery } from '@/lib/site/search-params';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { listRequestOf, readListState, type SearchParams } from '@/components/ui/list/list-query';
import { PageFrame } from '@/components/ui/page-frame';
import { userApi } from '@/lib/server-data/user-api';
import { listCouponOffers } from '@/lib/api/coupons';
import { COUPON_PAGE_SIZE } from '@/lib/contract/coupon-rules';
import type { Locale } from '@/lib/contract/constants';
import { formatNumber } from '@/lib/format/number';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { CardPager, keepWithinPages } from './card-pager';
import { CouponLinks } from './coupon-links';
import { COUPON_PAGES, queryOf } from './coupon-paths';
import { COUPONS_CLIENT_NAMESPACES, couponsContext } from './coupons-context';
import { OfferCard } from './offer-card';
import styles from './coupons.module.css';

/**
 * /user/coupon-center (?page=): the coupons the member may receive now, or why not, with their points
 * balance. Read on the server; receiving is a client island that reads the page again.
 */
export async function CouponCenterPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const state = { ...readListState(search), pageSize: COUPON_PAGE_SIZE };
  const api = await userApi(locale, site, pathWithQuery(COUPON_PAGES.center, search));
  const [ctx, list] = await Promise.all([couponsContext(locale, site), settle(listCouponOffers(listRequestOf(state), api))]);
  const { t } = ctx;
  const items = list.ok ? (list.data.items ?? []) : [];
  const pathname = getPathname({ href: COUPON_PAGES.center, locale });
  const query = queryOf(search);
  if (list.ok) keepWithinPages({ ...state, total: list.data.totalCount ?? 0, shown: items.length, pathname, query });
  return (
    <PageFrame id="coupon-center" title={ctx.routes('couponCenter')} subtitle={t('center.intro')} extra={<CouponLinks to={['mine', 'usage']} t={t} />}>
      {list.ok ? (
        <ScopedIntlProvider namespaces={COUPONS_CLIENT_NAMESPACES}>
          <p className={styles.bar} data-testid="points-balance">
            <span>
              {t('center.pointsBalance')}
              <span className={styles.barValue}>{formatNumber(list.data.pointsBalance, 0)}</span>
            </span>
            <Link href={COUPON_PAGES.points}>{t('center.pointsLink')}</Link>
          </p>
          <h2 id="coupon-center-list" className="sr-only">
            {t('center.listLabel')}
          </h2>
          {items.length ? (
            <ul className={styles.grid} aria-labelledby="coupon-center-list">
              {items.map((offer) => (
                <li key={offer.id}>
                  <OfferCard offer={offer} symbol={ctx.symbol} t={t} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              title={t('center.empty')}
              description={t('center.emptyText')}
              action={
                <Link href={COUPON_PAGES.mine} className={buttonClassName('default')}>
                  {t('links.mine')}
                </Link>
              }
            />
          )}
          <CardPager page={state.page} pageSize={state.pageSize} total={list.data.totalCount ?? 0} pathname={pathname} query={query} t={ctx.list} />
        </ScopedIntlProvider>
      ) : (
        ctx.failed
      )}
    </PageFrame>
  );
}
