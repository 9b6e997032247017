// SPEC section 7 "Public content" (the calls the foundation needs so far).
import { NAV_PAGE_SIZE } from '@/lib/contract/constants';
import type { NavPosition, OrderKind } from '@/lib/contract/enums';
import type { ListResult, NavigationItem, StatusDefinition } from '@/lib/contract/wire';
import { http } from './http';

const EMPTY_NAVIGATION: ListResult<NavigationItem> = { totalCount: 0, items: [] };

/**
 * Header (Main) or footer (Bottom) navigation, 99 at once. A failure is only logged (SPEC
 * section 7): the page renders without the menu.
 */
export async function getNavigationList(navType: NavPosition): Promise<ListResult<NavigationItem>> {
  try {
    const result = await http.get<ListResult<NavigationItem>>('/api/f/content-management/navigation/list', {
      params: { navType, maxResultCount: NAV_PAGE_SIZE, skipCount: 0 },
      silent: true,
    });
    return result.items ? result : EMPTY_NAVIGATION;
  } catch (error) {
    console.warn('[api] navigation list failed', error);
    return EMPTY_NAVIGATION;
  }
}

/** Status labels for the parcel (MyParcel) or combined-order (CombinedOrder) filters. */
export function getStatusDefinitionList(type: OrderKind): Promise<ListResult<StatusDefinition>> {
  return http.get<ListResult<StatusDefinition>>('/api/f/status-management/status-definition/list', {
    params: { type },
  });
}
