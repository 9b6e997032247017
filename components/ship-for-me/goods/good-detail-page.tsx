import { getTranslations } from 'next-intl/server';
import { getGood } from '@/lib/api/ship-for-me';
import type { Locale } from '@/lib/contract/constants';
import { GoodStatus } from '@/lib/contract/ship-for-me-rules';
import type { GoodDetail } from '@/lib/contract/wire';
import { getPathname } from '@/lib/i18n/localized-navigation';
import { NO_RECORD, readRecord } from '@/lib/server-data/loaded';
import { getGoodsTypes } from '@/lib/server-data/shipping';
import { userApi } from '@/lib/server-data/user-api';
import { getSiteConfig } from '@/lib/site/get-site';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { currencySymbol } from '@/components/ship-for-me/good/good-money';
import { GoodPicture } from '@/components/ship-for-me/good/good-picture';
import { GoodStatusTag } from '@/components/ship-for-me/good/good-status-tag';
import { ShopPageLink } from '@/components/ship-for-me/good/good-summary';
import { MemberAntd } from '@/components/ship-for-me/member-antd';
import { ShipForMeShell } from '@/components/ship-for-me/ship-for-me-shell';
import { ButtonLinks } from '@/components/ui/button-links';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { Facts } from '@/components/ui/facts';
import { Money } from '@/components/ui/money';
import { PageFrame } from '@/components/ui/page-frame';
import { TitledSection } from '@/components/ui/titled-section';
import { GoodActions } from './good-actions';
import { GoodBecame } from './good-became';
import { GoodHistory } from './good-history';
import { GOODS_LIST_PATH } from './goods-list-query';
import styles from './goods.module.css';

const SELF = '/ship-for-me/good-detail';
const NAMESPACES = ['shipForMe', 'shipForMeGoods', 'errors'];

/**
 * /ship-for-me/good-detail?id=: one of the member's goods (visitors sign in first): picture, shop page,
 * price, status, declaration, what it became and its history; while in the cart, editing and removing.
 * An unknown or another member's id is a 404; without an id the page says so, to visitors too.
 */
export async function GoodDetailPage({ locale, site, id }: { locale: Locale; site: string; id: string }) {
  // Only a good's page needs the member (a visitor is sent to sign in); without an id the page says so to anyone.
  const [read, config, routes, t, ts] = await Promise.all([
    id ? readRecord(getGood(id, await userApi(locale, site, `${SELF}?id=${encodeURIComponent(id)}`))) : NO_RECORD,
    getSiteConfig(site, locale),
    getTranslations('routes'),
    getTranslations('shipForMeGoods'),
    getTranslations('shipForMe'),
  ]);
  const back = <ButtonLinks locale={locale} links={[{ href: GOODS_LIST_PATH, label: ts('button.goodsList') }]} />;
  const crumbs = {
    label: t('detail.breadcrumb'),
    items: [{ label: routes('shipForMeGoodsList'), href: getPathname({ href: GOODS_LIST_PATH, locale }) }, { label: routes('shipForMeGoodDetail') }],
  };

  let body;
  if (!read.ok) body = <EmptyState role="alert" title={t('detail.loadFailed')} retryLabel={t('retry')} action={back} />;
  else if (!read.data) body = <EmptyState title={t('detail.noId')} description={t('detail.noIdText')} action={back} />;
  else {
    const siteSymbol = read.data.siteCurrency === config.site.baseCurrencyCode ? config.site.baseCurrencySymbol : currencySymbol(read.data.siteCurrency);
    const types = read.data.status === GoodStatus.InCart ? await getGoodsTypes(site, locale) : null;
    body = <GoodDetailBody good={read.data} siteSymbol={siteSymbol} goodsTypes={types?.ok ? types.data : []} t={t} ts={ts} />;
  }

  return (
    <ShipForMeShell current="goods" exact={false}>
      <MemberAntd site={site} locale={locale}>
        <ScopedIntlProvider namespaces={NAMESPACES}>
          <PageFrame id="ship-for-me-good" title={routes('shipForMeGoodDetail')} breadcrumbs={crumbs}>
            {body}
          </PageFrame>
        </ScopedIntlProvider>
      </MemberAntd>
    </ShipForMeShell>
  );
}

type T = Awaited<ReturnType<typeof getTranslations<'shipForMeGoods'>>>;
type TS = Awaited<ReturnType<typeof getTranslations<'shipForMe'>>>;

function GoodDetailBody({
  good,
  siteSymbol,
  goodsTypes,
  t,
  ts,
}: {
  good: GoodDetail;
  siteSymbol: string;
  goodsTypes: Parameters<typeof GoodActions>[0]['goodsTypes'];
  t: T;
  ts: TS;
}) {
  const own = currencySymbol(good.currency);
  const d = good.declaration;
  return (
    <>
      <div className={styles.detail} data-testid="good-detail">
        <GoodPicture imageUrl={good.imageUrl} title={good.title} platform={good.platform} size={240} />
        <div>
          <h2 className={styles.detailTitle}>{good.title}</h2>
          <Facts
            items={[
              [ts('field.status'), <GoodStatusTag key="status" status={good.status} />],
              [ts('field.shopName'), `${good.shopName} · ${ts(`platform.${good.platform}`)}`],
              [
                ts('field.url'),
                <ShopPageLink key="url" url={good.url}>
                  {ts('button.openShop')}
                </ShopPageLink>,
              ],
              [ts('field.spec'), good.spec],
              [ts('field.unitPrice'), <Money key="price" value={good.unitPrice} symbol={own} />],
              [ts('field.quantity'), good.quantity],
              [ts('field.total'), good.totalInSiteCurrency === null ? null : <Money key="total" value={good.totalInSiteCurrency} symbol={siteSymbol} />],
              [ts('became.label'), becameOrNull(good)],
              [ts('field.createdAt'), <DateTime key="at" value={good.createdAt} />],
              [t('detail.source'), ts(`source.${good.source}`)],
            ]}
          />
          {good.status === GoodStatus.InCart ? <GoodActions good={good} goodsTypes={goodsTypes} /> : null}
        </div>
      </div>
      <div className={styles.sections}>
        <TitledSection headingId="good-declaration" title={ts('field.declaration')}>
          <Facts
            items={[
              [ts('fieldCode.1010'), d.declaredName || '-'],
              [ts('fieldCode.1020'), d.goodsTypeName || d.goodsTypeId || '-'],
              [ts('fieldCode.1030'), <Money key="value" value={d.declaredValue} symbol={currencySymbol(d.currency)} />],
              [ts('fieldCode.1040'), d.quantity],
            ]}
          />
        </TitledSection>
        <TitledSection headingId="good-history" title={t('detail.history')}>
          <GoodHistory history={good.history} />
        </TitledSection>
      </div>
    </>
  );
}

const becameOrNull = (good: GoodDetail) => (good.parcelId || good.enquiryId || good.orderId ? <GoodBecame good={good} label={false} /> : null);
