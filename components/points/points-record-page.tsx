import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { CouponLinks } from '@/components/coupons/coupon-links';
import { COUPON_PAGES } from '@/components/coupons/coupon-paths';
import { POINTS_CLIENT_NAMESPACES, couponsContext } from '@/components/coupons/coupons-context';
import { ListEmpty } from '@/components/funds/records/list-empty';
import { settle } from '@/lib/server-data/loaded';
import { pathWithQuery } from '@/lib/site/search-params';
import type { SearchParams } from '@/components/ui/list/list-query';
import { PageFrame } from '@/components/ui/page-frame';
import { userApi } from '@/lib/server-data/user-api';
import { listPointsRecord } from '@/lib/api/coupons';
import type { Locale } from '@/lib/contract/constants';
import { PointsFilters } from './points-filters';
import { isPointsFiltered, pointsQueryOf, readPointsQuery } from './points-query';
import { PointsRules } from './points-rules';
import { PointsSummary } from './points-summary';
import { PointsTable } from './points-table';

/**
 * /user/integral-record (?kind=&days=&from=&to=&page=&pageSize=): the points balance and what expires
 * soon, the ledger a page at a time with its filters, and how points work.
 */
export async function PointsRecordPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const { state, values } = readPointsQuery(search);
  const api = await userApi(locale, site, pathWithQuery(COUPON_PAGES.points, search));
  const [ctx, list] = await Promise.all([couponsContext(locale, site), settle(listPointsRecord(pointsQueryOf(state, values, new Date()), api))]);
  const t = ctx.points;
  const title = ctx.routes('integralRecord');
  return (
    <PageFrame id="points-record" title={title} subtitle={t('intro')} extra={<CouponLinks to={['center', 'mine']} t={ctx.t} />}>
      {list.ok ? (
        <ScopedIntlProvider namespaces={POINTS_CLIENT_NAMESPACES}>
          <PointsSummary list={list.data} t={t} />
          <PointsFilters key={JSON.stringify(values)} initial={values} />
          <PointsTable
            items={list.data.items ?? []}
            total={list.data.totalCount ?? 0}
            state={state}
            caption={t('caption')}
            emptyText={
              <ListEmpty
                filtered={isPointsFiltered(values)}
                title={t('empty')}
                filteredTitle={t('emptyFiltered')}
                description={t('emptyText')}
                clear={{ href: COUPON_PAGES.points, label: t('clearFilters') }}
              />
            }
          />
        </ScopedIntlProvider>
      ) : (
        ctx.failed
      )}
      <PointsRules t={t} symbol={ctx.symbol} />
    </PageFrame>
  );
}
