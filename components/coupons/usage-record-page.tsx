import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { settle } from '@/lib/server-data/loaded';
import { pathWithQuery } from '@/lib/site/search-params';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { listRequestOf, readListState, type SearchParams } from '@/components/ui/list/list-query';
import { PageFrame } from '@/components/ui/page-frame';
import { userApi } from '@/lib/server-data/user-api';
import { listCouponUsage } from '@/lib/api/coupons';
import type { Locale } from '@/lib/contract/constants';
import { Link } from '@/lib/i18n/navigation';
import { CouponLinks } from './coupon-links';
import { COUPON_PAGES } from './coupon-paths';
import { COUPONS_CLIENT_NAMESPACES, couponsContext } from './coupons-context';
import { UsageTable } from './usage-table';

/** /user/coupon-usage-record (?page=&pageSize=): the orders the member's coupons were held by, used on, released or returned from. */
export async function UsageRecordPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const state = readListState(search);
  const api = await userApi(locale, site, pathWithQuery(COUPON_PAGES.usage, search));
  const [ctx, list] = await Promise.all([couponsContext(locale, site), settle(listCouponUsage(listRequestOf(state), api))]);
  const { t } = ctx;
  const title = ctx.routes('couponUsageRecord');
  return (
    <PageFrame id="coupon-usage" title={title} subtitle={t('usage.intro')} extra={<CouponLinks to={['mine', 'center']} t={t} />}>
      {list.ok ? (
        <ScopedIntlProvider namespaces={COUPONS_CLIENT_NAMESPACES}>
          <UsageTable
            items={list.data.items ?? []}
            total={list.data.totalCount ?? 0}
            state={state}
            symbol={ctx.symbol}
            caption={title}
            emptyText={
              <EmptyState
                title={t('usage.empty')}
                description={t('usage.emptyText')}
                action={
                  <Link href={COUPON_PAGES.mine} className={buttonClassName('default')}>
                    {t('links.mine')}
                  </Link>
                }
              />
            }
          />
        </ScopedIntlProvider>
      ) : (
        ctx.failed
      )}
    </PageFrame>
  );
}
