// SPEC section 7 "Shipping and transport mode": fee estimates, methods, goods types, transport modes with
// their fee tables. Public: no sign-in although under /u/ (docs/decisions.md).
import type { AdditionalService, DeclaredName, FeeCalculation, GoodsType, ListResult, LogisticsCompany, TransportModeDetail } from '@/lib/contract/wire';
import { browser } from './browser';
import { type ApiClient, withId } from './client';
import { listOf } from './content';

const S = '/api/u/shipping-management';
const T = '/api/u/transportMode';
export const SHIPPING_PATHS = {
  feeCalculate: `${S}/shipping-method/fee-calculate`,
  goodsTypes: `${S}/goods-type/list`,
  additionalServices: `${S}/additional-service/list`,
  declaredNames: `${S}/declared-name/recursion-list`,
  logisticsCompanies: `${T}/logisticsCompanyList`,
  modesWithFees: `${T}/transportModeAndFee`,
  modeDetail: `${T}/transportation/{id}`,
} as const;

/** Every method's quote for a destination and parcel; a 400 names the wrong fields in validationErrors. */
export async function calculateFees(query: Record<string, string>, api: ApiClient = browser): Promise<FeeCalculation> {
  const data = await api.get<FeeCalculation>(SHIPPING_PATHS.feeCalculate, { query, silent: true });
  return { ...data, items: data.items ?? [], unavailable: data.unavailable ?? [] };
}

/** Goods types (the route takes JSON as well as form-encoded bodies). */
export async function listGoodsTypes(api: ApiClient = browser): Promise<GoodsType[]> {
  return listOf(await api.post<ListResult<GoodsType>>(SHIPPING_PATHS.goodsTypes, { maxResultCount: 100, skipCount: 0 })).items;
}

/** Transport modes with their whole fee tables. */
export async function listModesWithFees(api: ApiClient = browser): Promise<TransportModeDetail[]> {
  return listOf(await api.post<ListResult<TransportModeDetail>>(SHIPPING_PATHS.modesWithFees, { maxResultCount: 1000, skipCount: 0 })).items;
}

/** One transport mode with its whole fee table. */
export function getModeDetail(id: string, api: ApiClient = browser): Promise<TransportModeDetail> {
  return api.get<TransportModeDetail>(withId(SHIPPING_PATHS.modeDetail, id));
}

/** Additional services with their prices (in the site's currency), e.g. for a forecast. */
export async function listAdditionalServices(api: ApiClient = browser): Promise<AdditionalService[]> {
  return listOf(await api.post<ListResult<AdditionalService>>(SHIPPING_PATHS.additionalServices, { maxResultCount: 100, skipCount: 0 })).items;
}

/** The declared-name tree (roots with their children). */
export async function listDeclaredNames(api: ApiClient = browser): Promise<DeclaredName[]> {
  return listOf(await api.post<ListResult<DeclaredName>>(SHIPPING_PATHS.declaredNames, {})).items;
}

/** Logistics companies: `outbound` the carriers of the transport modes, `inbound` the couriers a forecast names. */
export async function listLogisticsCompanies(kind: 'inbound' | 'outbound' = 'outbound', api: ApiClient = browser): Promise<LogisticsCompany[]> {
  return listOf(await api.get<ListResult<LogisticsCompany>>(SHIPPING_PATHS.logisticsCompanies, { query: { kind } })).items;
}
