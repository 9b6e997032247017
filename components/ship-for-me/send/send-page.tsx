import { getTranslations } from 'next-intl/server';
import { listAddresses } from '@/lib/api/address';
import type { ApiClient } from '@/lib/api/client';
import { getEnquiry, listGoods, listMyWarehouseAddresses } from '@/lib/api/ship-for-me';
import { listLogisticsCompanies } from '@/lib/api/shipping';
import type { Locale } from '@/lib/contract/constants';
import type { Good } from '@/lib/contract/wire';
import { Link } from '@/lib/i18n/navigation';
import { readRecord, settle } from '@/lib/server-data/loaded';
import { userApi } from '@/lib/server-data/user-api';
import { getSiteConfig } from '@/lib/site/get-site';
import { pathWithQuery, type SearchParams } from '@/lib/site/search-params';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { CART_PATH, CART_READ, SEND_PATH, SEND_STEPS, sendHref, type SendStep } from '@/components/ship-for-me/cart/cart-values';
import { MemberAntd } from '@/components/ship-for-me/member-antd';
import { ShipForMeShell } from '@/components/ship-for-me/ship-for-me-shell';
import { ButtonLinks } from '@/components/ui/button-links';
import { EmptyState } from '@/components/ui/empty-state';
import form from '@/components/ui/form/order-form.module.css';
import { PageFrame } from '@/components/ui/page-frame';
import { EnquiryStep } from './enquiry-step';
import { ForecastStep } from './forecast-step';
import { OrderStep } from './order-step';
import { ORDER_STEP_NAMESPACES } from './order-values';
import { readSendQuery } from './send-values';
import styles from './send.module.css';

const NAMESPACES = ['shipForMeCart', 'shipForMeEnquiry', 'shipForMe', 'combinedOrderSubmit', 'errors'];
/** The address book is small: one page holds it (default first). */
const ADDRESS_PAGE = { maxResultCount: 100, skipCount: 0 };

/** The chosen ids still in the cart, in the order chosen, and how many are not (sent or removed meanwhile). */
async function chosenGoods(ids: readonly string[], api: ApiClient): Promise<{ goods: Good[]; missing: number }> {
  const cart = await listGoods(CART_READ, api);
  const byId = new Map((cart.items ?? []).map((good) => [good.id, good]));
  const goods = ids.map((id) => byId.get(id)).filter((good): good is Good => good !== undefined);
  return { goods, missing: ids.length - goods.length };
}

function StepLinks({ current, goodsIds, label, text }: { current: SendStep; goodsIds: string[]; label: string; text: (step: SendStep) => string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.steps}>
        {SEND_STEPS.map((step) => (
          <li key={step}>
            <Link href={sendHref(step, goodsIds)} aria-current={step === current ? 'page' : undefined} prefetch={false}>
              {text(step)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /ship-for-me/send (members; a visitor goes to sign in): the chosen cart goods forecast as parcels, sent in
 * an enquiry, or (step=order, ./order-step) put on a logistics order. The forecast and enquiry steps read the
 * goods, warehouses and carriers or addresses here; a failed read shows a retry in place. Accepting an
 * enquiry (`step=order&enquiry=`) reads it first: an unknown or another member's enquiry is a 404.
 */
export async function SendPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const query = readSendQuery(search);
  const api = await userApi(locale, site, pathWithQuery(SEND_PATH, search));
  const [config, routes, t] = await Promise.all([getSiteConfig(site, locale), getTranslations('routes'), getTranslations('shipForMeCart.send')]);
  const toCart = { href: CART_PATH, label: t('backToCart'), variant: 'primary' as const };
  const stepName = (step: SendStep) => t(`step.${step}`);
  const { step, goodsIds, enquiryId } = query;

  let body;
  const enquiry = step === 'order' && enquiryId ? await readRecord(getEnquiry(enquiryId, api)) : null;
  if (enquiry && !enquiry.ok) {
    body = <EmptyState role="alert" title={t('loadFailed')} retryLabel={t('retry')} />;
  } else if (step === 'order') {
    body = (
      <ScopedIntlProvider namespaces={ORDER_STEP_NAMESPACES}>
        <OrderStep goodsIds={goodsIds} enquiryId={enquiryId} currency={{ code: config.site.baseCurrencyCode, symbol: config.site.baseCurrencySymbol }} />
      </ScopedIntlProvider>
    );
  } else if (!step || !goodsIds.length) {
    body = <EmptyState title={t('noGoods')} description={t('noGoodsText')} action={<ButtonLinks locale={locale} links={[toCart]} />} />;
  } else {
    const [chosen, warehouses, carriers, addresses] = await Promise.all([
      settle(chosenGoods(goodsIds, api)),
      settle(listMyWarehouseAddresses(api)),
      step === 'forecast' ? settle(listLogisticsCompanies('inbound', api)) : null,
      step === 'enquiry' ? settle(listAddresses(ADDRESS_PAGE, api)) : null,
    ]);
    if (!chosen.ok || !warehouses.ok || carriers?.ok === false || addresses?.ok === false) {
      body = <EmptyState role="alert" title={t('loadFailed')} retryLabel={t('retry')} />;
    } else if (!chosen.data.goods.length) {
      body = <EmptyState title={t('goneFromCart')} description={t('noGoodsText')} action={<ButtonLinks locale={locale} links={[toCart]} />} />;
    } else if (!warehouses.data.items?.length) {
      body = (
        <EmptyState
          title={t('noWarehouse')}
          action={<ButtonLinks locale={locale} links={[{ href: '/user/wareHouse-address', label: t('warehouseLink') }]} />}
        />
      );
    } else {
      const goods = chosen.data.goods;
      const options = warehouses.data.items;
      body = (
        <ScopedIntlProvider namespaces={NAMESPACES}>
          {chosen.data.missing ? (
            <p className={form.notice} role="status" data-testid="missing-goods">
              {t('missing', { count: chosen.data.missing })}
            </p>
          ) : null}
          {carriers?.ok ? <ForecastStep goods={goods} warehouses={options} carriers={carriers.data.map(({ code, name }) => ({ code, name }))} /> : null}
          {addresses?.ok ? <EnquiryStep goods={goods} warehouses={options} addresses={addresses.data.items ?? []} /> : null}
        </ScopedIntlProvider>
      );
    }
  }

  return (
    <ShipForMeShell current="cart" exact={false}>
      <MemberAntd site={site} locale={locale}>
        <PageFrame id="ship-for-me-send" title={routes('shipForMeSend')} subtitle={step ? t(`intro.${step}`) : undefined}>
          {step && goodsIds.length && !enquiryId ? <StepLinks current={step} goodsIds={goodsIds} label={t('stepsLabel')} text={stepName} /> : null}
          {body}
        </PageFrame>
      </MemberAntd>
    </ShipForMeShell>
  );
}
