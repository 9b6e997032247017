// Navigation tree and status definitions, localized.
import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { LinkTarget, LinkType, OrderKind } from '../../../lib/contract/enums.ts';
import type { ListResult, NavigationItem, StatusDefinition } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { navigationItems, statusDefinitions } from '../../db/schema/index.ts';
import { localName } from '../../kernel/localized.ts';

type NavRow = typeof navigationItems.$inferSelect;

export function buildNavigationTree(rows: NavRow[], locale: Locale): NavigationItem[] {
  const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
  const nodes = new Map<string, NavigationItem>();
  for (const r of sorted) {
    nodes.set(r.id, {
      id: r.id,
      displayName: localName(locale, r),
      displayColor: r.displayColor,
      linkType: r.linkType as LinkType,
      linkSourceValue: r.linkSourceValue,
      extenalUrlTarget: r.extenalUrlTarget as LinkTarget,
      children: [],
      color: r.color,
    });
  }
  const roots: NavigationItem[] = [];
  for (const r of sorted) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function listNavigation(
  db: Db,
  tenantId: string,
  navType: number,
  locale: Locale,
  skipCount: number,
  maxResultCount: number,
): Promise<ListResult<NavigationItem>> {
  const rows = await db
    .select()
    .from(navigationItems)
    .where(and(eq(navigationItems.tenantId, tenantId), eq(navigationItems.position, navType)))
    .orderBy(asc(navigationItems.sort), asc(navigationItems.id));
  const tree = buildNavigationTree(rows, locale);
  // Paging applies to the top level; children always come with their parent.
  return { totalCount: tree.length, items: tree.slice(skipCount, skipCount + maxResultCount) };
}

export async function listStatusDefinitions(db: Db, tenantId: string, type: number | undefined, locale: Locale): Promise<ListResult<StatusDefinition>> {
  const where = type === undefined ? eq(statusDefinitions.tenantId, tenantId) : and(eq(statusDefinitions.tenantId, tenantId), eq(statusDefinitions.type, type));
  const rows = await db
    .select()
    .from(statusDefinitions)
    .where(where)
    .orderBy(asc(statusDefinitions.type), asc(statusDefinitions.sort), asc(statusDefinitions.status));
  const items = rows.map((r) => ({
    type: r.type as OrderKind,
    status: r.status,
    name: localName(locale, r),
    sort: r.sort,
  }));
  return { totalCount: items.length, items };
}
