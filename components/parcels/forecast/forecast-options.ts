import type { AdditionalService, DeclaredName, GoodsType, LogisticsCompany, WarehouseAddress } from '@/lib/contract/wire';

/** The lists a forecast picks from, read on the server and passed to the client island. */
export interface ForecastOptions {
  warehouses: Pick<WarehouseAddress, 'warehouseId' | 'warehouseName' | 'isDefault'>[];
  carriers: Pick<LogisticsCompany, 'code' | 'name'>[];
  goodsTypes: Pick<GoodsType, 'id' | 'name'>[];
  services: Pick<AdditionalService, 'id' | 'code' | 'name' | 'description' | 'priceType' | 'price' | 'rate'>[];
  /** Names of the declared-name list (every node of the tree), with their ids. */
  declaredNames: { id: string; name: string }[];
  /** The site's currency: the default of every goods line, and the symbol of service prices. */
  currencyCode: string;
  currencySymbol: string;
}

/** Every node of the declared-name tree, parents first, names deduplicated (the first id wins). */
export function flattenDeclaredNames(tree: readonly DeclaredName[]): { id: string; name: string }[] {
  const seen = new Set<string>();
  const out: { id: string; name: string }[] = [];
  const walk = (nodes: readonly DeclaredName[]) => {
    for (const node of nodes) {
      if (node.name && !seen.has(node.name)) {
        seen.add(node.name);
        out.push({ id: node.id, name: node.name });
      }
      walk(node.children ?? []);
    }
  };
  walk(tree);
  return out;
}

/** The currencies a goods line offers: the site's first, then common shopping currencies. */
export function currencyChoices(siteCurrency: string): string[] {
  return [...new Set([siteCurrency, 'CNY', 'USD', 'EUR', 'GBP', 'JPY', 'HKD', 'KRW', 'MYR', 'SGD', 'AUD', 'CAD'])];
}

export { INSURANCE_SERVICE_CODE } from '@/lib/contract/parcel-rules';
