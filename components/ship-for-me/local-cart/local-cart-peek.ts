// Kept apart from ./local-cart-merger: the header's island on every page needs only this look, the merge is loaded when it is due.
/** A cheap look at storage (no store, no API client): does the visitor's cart (kept under `storageKey`) hold anything? */
export function hasLocalCartItems(storageKey: string): boolean {
  try {
    const raw = window.localStorage.getItem(storageKey);
    if (!raw) return false;
    const items = (JSON.parse(raw) as { value?: { state?: { items?: unknown } } } | null)?.value?.state?.items;
    return Array.isArray(items) && items.length > 0;
  } catch {
    return false;
  }
}
