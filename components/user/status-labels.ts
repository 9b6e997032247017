import { ParcelStatus } from '@/lib/contract/enums';

export type Translate = { (key: string): string; has(key: string): boolean };
export type StatusKind = 'parcel' | 'waybill';

const PARCEL_NAMES = Object.fromEntries(Object.entries(ParcelStatus).map(([name, value]) => [value, name])) as Record<number, string>;

/** The catalog key the lists' own tabs use for a status: `parcels.status.<Name>` and `combinedOrder.status.<value>`. */
export function statusKey(kind: StatusKind, status: number): string | null {
  if (kind === 'waybill') return `combinedOrder.status.${status}`;
  const name = PARCEL_NAMES[status];
  return name ? `parcels.status.${name}` : null;
}

/**
 * A count's label as My parcels and My waybills name the status, so the user centre and the tabs say the
 * same; a status the catalog does not know keeps the server's name (a tenant's own status definition).
 */
export function statusCountLabel(t: Translate, kind: StatusKind, item: { status: number; name: string }): string {
  const key = statusKey(kind, item.status);
  return key && t.has(key) ? t(key) : item.name;
}
