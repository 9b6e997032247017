import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { listMyWarehouseAddresses } from '@/lib/api/ship-for-me';
import { listAdditionalServices, listDeclaredNames, listGoodsTypes, listLogisticsCompanies } from '@/lib/api/shipping';
import { getSiteConfig } from '@/lib/site/get-site';
import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';
import { PickedIntlProvider } from '@/components/ui/picked-intl-provider';
import { userApi } from '@/lib/server-data/user-api';
import { Link } from '@/lib/i18n/navigation';
import { ForecastForm } from './forecast-form';
import { FORECAST_MESSAGES } from './forecast-messages';
import { flattenDeclaredNames, type ForecastOptions } from './forecast-options';
import { ForecastTabs, type ForecastTab } from './forecast-tabs';

const SELF = '/user/self-tranship';

interface ForecastPageProps {
  locale: Locale;
  site: string;
  tab: ForecastTab;
  returnToUserCenter: boolean;
}

/**
 * /user/self-tranship: the lists a forecast picks from are read on the server (the member's warehouses,
 * carriers, goods types, additional services, declared names); the form is a client island, and the
 * import is loaded only when its tab is shown.
 */
export async function ForecastPage({ locale, site, tab, returnToUserCenter }: ForecastPageProps) {
  const api = await userApi(locale, site, SELF);
  const [warehouses, carriers, goodsTypes, services, declaredNames, config, routes, t] = await Promise.all([
    listMyWarehouseAddresses(api),
    listLogisticsCompanies('inbound', api),
    listGoodsTypes(api),
    listAdditionalServices(api),
    listDeclaredNames(api),
    getSiteConfig(site, locale),
    getTranslations('routes'),
    getTranslations('forecast'),
  ]);
  const options: ForecastOptions = {
    warehouses: (warehouses.items ?? []).map(({ warehouseId, warehouseName, isDefault }) => ({
      warehouseId,
      warehouseName,
      isDefault,
    })),
    carriers: carriers.map(({ code, name }) => ({ code, name })),
    goodsTypes: goodsTypes.map(({ id, name }) => ({ id, name })),
    services: services.map(({ id, code, name, description, priceType, price, rate }) => ({
      id,
      code,
      name,
      description,
      priceType,
      price,
      rate,
    })),
    declaredNames: flattenDeclaredNames(declaredNames),
    currencyCode: config.site.baseCurrencyCode,
    currencySymbol: config.site.baseCurrencySymbol,
  };
  const form = options.warehouses.length ? (
    <ForecastForm options={options} returnToUserCenter={returnToUserCenter} />
  ) : (
    <EmptyState title={t('noWarehouse')} action={<Link href="/user/wareHouse-address">{t('noWarehouseLink')}</Link>} />
  );
  return (
    <PageFrame id="forecast" title={routes('selfTranship')} subtitle={t('subtitle')}>
      <PickedIntlProvider paths={FORECAST_MESSAGES}>
        <ForecastTabs initial={tab} form={form} />
      </PickedIntlProvider>
    </PageFrame>
  );
}
