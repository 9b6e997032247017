import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { settle } from '@/lib/server-data/loaded';
import { pathWithQuery } from '@/lib/site/search-params';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { listRequestOf, readListState, type SearchParams } from '@/components/ui/list/list-query';
import { PageFrame } from '@/components/ui/page-frame';
import { userApi } from '@/lib/server-data/user-api';
import { listMyCoupons } from '@/lib/api/coupons';
import { COUPON_PAGE_SIZE } from '@/lib/contract/coupon-rules';
import type { Locale } from '@/lib/contract/constants';
import { MyCouponStatus } from '@/lib/contract/enums';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { CardPager, keepWithinPages } from './card-pager';
import { MY_COUPON_STATUSES } from './coupon-labels';
import { CouponLinks } from './coupon-links';
import { COUPON_PAGES, queryOf } from './coupon-paths';
import { CouponTabs } from './coupon-tabs';
import { COUPONS_CLIENT_NAMESPACES, couponsContext } from './coupons-context';
import { MyCouponCard } from './my-coupon-card';
import styles from './coupons.module.css';

/**
 * /user/coupon (?status=&page=): the member's coupons of one status (usable by default) with the count of
 * each status in the tabs. Read on the server; giving up or removing one is a client island.
 */
export async function MyCouponsPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const state = { ...readListState(search, { statuses: MY_COUPON_STATUSES.map(String) }), pageSize: COUPON_PAGE_SIZE };
  const status = state.status ? Number(state.status) : MyCouponStatus.NORMAL;
  const api = await userApi(locale, site, pathWithQuery(COUPON_PAGES.mine, search));
  const [ctx, list] = await Promise.all([couponsContext(locale, site), settle(listMyCoupons({ status, ...listRequestOf(state) }, api))]);
  const { t } = ctx;
  const pathname = getPathname({ href: COUPON_PAGES.mine, locale });
  const items = list.ok ? (list.data.items ?? []) : [];
  const query = queryOf(search);
  if (list.ok) keepWithinPages({ ...state, total: list.data.totalCount ?? 0, shown: items.length, pathname, query });
  return (
    <PageFrame id="my-coupons" title={ctx.routes('coupon')} subtitle={t('mine.intro')} extra={<CouponLinks to={['center', 'usage']} t={t} />}>
      {list.ok ? (
        <ScopedIntlProvider namespaces={COUPONS_CLIENT_NAMESPACES}>
          <CouponTabs current={status} counts={list.data.counts ?? {}} pathname={pathname} query={query} t={t} />
          <h2 id="my-coupons-list" className="sr-only">
            {t('mine.listLabel')}
          </h2>
          {items.length ? (
            <ul className={styles.grid} aria-labelledby="my-coupons-list" data-status={status}>
              {items.map((coupon) => (
                <li key={coupon.id}>
                  <MyCouponCard coupon={coupon} symbol={ctx.symbol} t={t} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              title={t(`mine.empty.${status}` as 'mine.empty.1')}
              description={status === MyCouponStatus.NORMAL ? t('mine.emptyText') : undefined}
              action={
                <Link href={COUPON_PAGES.center} className={buttonClassName(status === MyCouponStatus.NORMAL ? 'primary' : 'default')}>
                  {t('links.center')}
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
