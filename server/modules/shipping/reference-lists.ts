// Shipping reference lists: method types, goods types, additional services, declared names (a tree).
import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { AdditionalService, DeclaredName, GoodsType, ListResult, ShippingMethodType } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { additionalServices, declaredNames } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import { pageInMemory } from '../../kernel/list.ts';
import { localized as pick, toDecimal as money } from '../../kernel/localized.ts';
import { type Catalog, goodsRef, matchesFilter, type Paging } from './service.ts';

const REFERENCE_SORTING = {
  sort: (r: { sort: number }) => r.sort,
  name: (r: { name: string }) => r.name,
  code: (r: { code: string }) => r.code,
};

export function listMethodTypes(cat: Catalog, q: Paging & { filter?: string }): ListResult<ShippingMethodType> {
  const all = [...cat.types.values()]
    .filter((r) => matchesFilter(q.filter, r.nameZh, r.nameEn, r.code))
    .map((r) => ({ id: r.id, code: r.code, name: pick(cat.locale, r.nameZh, r.nameEn), sort: r.sort }));
  return pageInMemory(all, q, REFERENCE_SORTING);
}

export function listGoodsTypes(cat: Catalog, q: Paging & { filter?: string }): ListResult<GoodsType> {
  const all = [...cat.goods.values()]
    .filter((r) => matchesFilter(q.filter, r.nameZh, r.nameEn, r.code))
    .map((r) => ({ ...goodsRef(cat, r), description: pick(cat.locale, r.descriptionZh, r.descriptionEn), sort: r.sort }));
  return pageInMemory(all, q, REFERENCE_SORTING);
}

export async function listAdditionalServices(
  db: Db,
  tenantId: string,
  currency: string,
  locale: Locale,
  q: Paging & { filter?: string },
): Promise<ListResult<AdditionalService>> {
  const rows = await db
    .select()
    .from(additionalServices)
    .where(eq(additionalServices.tenantId, tenantId))
    .orderBy(asc(additionalServices.sort), asc(additionalServices.id));
  const all = rows
    .filter((r) => matchesFilter(q.filter, r.nameZh, r.nameEn, r.code))
    .map((r) => ({
      id: r.id,
      code: r.code,
      name: pick(locale, r.nameZh, r.nameEn),
      description: pick(locale, r.descriptionZh, r.descriptionEn),
      priceType: r.priceType as 'FIXED' | 'PERCENT',
      price: money(r.price),
      rate: r.rateBp / 100,
      currency,
      sort: r.sort,
    }));
  return pageInMemory(all, q, REFERENCE_SORTING);
}

/** Declared names as a tree; a filter keeps matching nodes with their ancestors (and a match's whole subtree). */
export async function declaredNameTree(db: Db, tenantId: string, locale: Locale, q: { filter?: string; parentId?: string }): Promise<ListResult<DeclaredName>> {
  const rows = await db
    .select()
    .from(declaredNames)
    .where(and(eq(declaredNames.tenantId, tenantId)))
    .orderBy(asc(declaredNames.sort), asc(declaredNames.id));
  const nodes = new Map<string, DeclaredName & { raw: (typeof rows)[number] }>();
  for (const r of rows) nodes.set(r.id, { id: r.id, parentId: r.parentId, name: pick(locale, r.nameZh, r.nameEn), hsCode: r.hsCode, children: [], raw: r });
  const roots: DeclaredName[] = [];
  for (const r of rows) {
    const n = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  const strip = (n: DeclaredName): DeclaredName => ({
    id: n.id,
    parentId: n.parentId,
    name: n.name,
    hsCode: n.hsCode,
    children: n.children.map(strip),
  });
  const prune = (n: DeclaredName): DeclaredName | null => {
    const raw = nodes.get(n.id)!.raw;
    if (matchesFilter(q.filter, raw.nameZh, raw.nameEn, raw.hsCode ?? '')) return strip(n);
    const kids = n.children.map(prune).filter((x): x is DeclaredName => x !== null);
    return kids.length ? { ...strip(n), children: kids } : null;
  };
  let top: DeclaredName[] = roots;
  if (q.parentId) {
    const p = nodes.get(q.parentId);
    if (!p) throw new ApiError(404, 'NotFound', 'notFound');
    top = p.children;
  }
  const items = top.map(prune).filter((x): x is DeclaredName => x !== null);
  return { totalCount: items.length, items };
}
