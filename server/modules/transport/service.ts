// Transport modes = shipping methods seen from the public pages, with fee tables by zone and weight band.
import type { ListResult, LogisticsCompany, TransportationGroup, TransportModeDetail, ZoneFee } from '../../../lib/contract/wire.ts';
import { type Catalog, filterMethods, getMethodRow, METHOD_SORTING, type MethodFilter, type Paging, toMethod, zoneFees } from '../shipping/index.ts';
import { pageInMemory } from '../../kernel/list.ts';

export function transportModes(cat: Catalog, q: MethodFilter & Paging) {
  return pageInMemory(
    filterMethods(cat, q).map((m) => toMethod(cat, m)),
    q,
    METHOD_SORTING,
  );
}

export function zoneFeeList(cat: Catalog, modeId: string, countryCode?: string): ListResult<ZoneFee> {
  const fees = zoneFees(cat, getMethodRow(cat, modeId), countryCode);
  return { totalCount: fees.length, items: fees };
}

export function transportModeDetail(cat: Catalog, id: string): TransportModeDetail {
  const m = getMethodRow(cat, id);
  return { ...toMethod(cat, m), fees: zoneFees(cat, m) };
}

/** With a countryCode, each mode's fee rows are those of the zones containing that country. */
export function transportModesWithFees(cat: Catalog, q: MethodFilter & Paging): ListResult<TransportModeDetail> {
  return pageInMemory(
    filterMethods(cat, q).map((m) => ({ ...toMethod(cat, m), fees: zoneFees(cat, m, q.countryCode) })),
    q,
    METHOD_SORTING,
  );
}

export function transportationGroups(cat: Catalog, q: MethodFilter): ListResult<TransportationGroup> {
  const methods = filterMethods(cat, q).map((m) => toMethod(cat, m));
  const groups: TransportationGroup[] = [];
  for (const type of cat.types.values()) {
    const items = methods.filter((m) => m.methodType.id === type.id);
    if (items.length) groups.push({ methodType: items[0].methodType, items });
  }
  return { totalCount: groups.length, items: groups };
}

export function logisticsCompanies(cat: Catalog): ListResult<LogisticsCompany> {
  const seen = new Map<string, LogisticsCompany>();
  for (const m of cat.methods) {
    if (!seen.has(m.carrierCode)) seen.set(m.carrierCode, { code: m.carrierCode, name: m.carrierName, trackingUrl: m.carrierTrackingUrl });
  }
  const items = [...seen.values()];
  return { totalCount: items.length, items };
}
