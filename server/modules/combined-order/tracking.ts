// The tracking timeline: warehouse events (stored as a message key, worded in the reader's language) and
// carrier checkpoints (the carrier's own text kept), each with a standard status; newest first. Public
// look-ups (GET /f/logistics-management/trace) show the timeline only, the number masked, and are limited
// per client address.
import { and, desc, eq, or } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { PUBLIC_TRACKING_PER_MINUTE, TRACKING_STATUSES, type TrackingStatus } from '../../../lib/contract/waybill-rules.ts';
import type { PublicTracking, TrackingEvent } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { combinedOrderEvents, combinedOrders } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import { isMessageKey, t, type MessageKey } from '../../i18n.ts';

type EventRow = typeof combinedOrderEvents.$inferSelect;

/** A warehouse event's text: its message key and values, worded when read. */
export const warehouseText = (key: MessageKey, values: Record<string, string | number> = {}) => JSON.stringify({ key, values });

function wording(row: EventRow, locale: Locale): string {
  if (row.source !== 'warehouse') return row.text;
  try {
    const { key, values } = JSON.parse(row.text) as { key: string; values: Record<string, string | number> };
    if (!isMessageKey(key)) return row.text;
    return t(locale, key).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
  } catch {
    return row.text;
  }
}

export const isTrackingStatus = (value: string): value is TrackingStatus => (TRACKING_STATUSES as readonly string[]).includes(value);

export function eventWire(row: EventRow, locale: Locale): TrackingEvent {
  return {
    at: row.occurredAt.toISOString(),
    status: isTrackingStatus(row.status) ? row.status : 'IN_TRANSIT',
    location: row.location,
    text: wording(row, locale),
    source: row.source === 'carrier' ? 'carrier' : 'warehouse',
  };
}

export async function timeline(db: Db, orderId: string, locale: Locale): Promise<TrackingEvent[]> {
  const rows = await db
    .select()
    .from(combinedOrderEvents)
    .where(eq(combinedOrderEvents.orderId, orderId))
    .orderBy(desc(combinedOrderEvents.occurredAt), desc(combinedOrderEvents.id));
  return rows.map((row) => eventWire(row, locale));
}

/** First 3 and last 3 characters; shorter numbers keep only their first and last. */
export function maskNumber(value: string): string {
  if (value.length <= 6) return `${value.slice(0, 1)}${'*'.repeat(Math.max(1, value.length - 2))}${value.slice(-1)}`;
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 6)}${value.slice(-3)}`;
}

const notFound = () => new ApiError(404, 'NotFound', 'trackingNotFound');

/** A waybill of the tenant (or of the member, when `userId` is given) by its number or its carrier's. */
export async function findByNumber(db: Db, tenantId: string, number: string, userId?: string) {
  const value = number.trim().toUpperCase();
  if (!value) throw notFound();
  const [row] = await db
    .select()
    .from(combinedOrders)
    .where(and(
      eq(combinedOrders.tenantId, tenantId),
      or(eq(combinedOrders.id, value), eq(combinedOrders.carrierTrackingNumber, value)),
      ...(userId ? [eq(combinedOrders.userId, userId)] : []),
    ))
    .orderBy(desc(combinedOrders.createdAt))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function publicTracking(db: Db, tenantId: string, number: string, locale: Locale): Promise<PublicTracking> {
  const row = await findByNumber(db, tenantId, number);
  const shown = row.carrierTrackingNumber && row.carrierTrackingNumber === number.trim().toUpperCase() ? row.carrierTrackingNumber : row.id;
  return {
    number: maskNumber(shown),
    status: row.status,
    carrierName: row.carrierName,
    destinationCountry: row.address?.countryCode ?? '',
    events: await timeline(db, row.id, locale),
  };
}

const lookups = new Map<string, number[]>();
const WINDOW_MS = 60_000;

/** At most PUBLIC_TRACKING_PER_MINUTE look-ups per client address in a sliding minute (429 after). */
export function throttleLookup(address: string, now = Date.now()): void {
  const recent = (lookups.get(address) ?? []).filter((at) => now - at < WINDOW_MS);
  if (recent.length >= PUBLIC_TRACKING_PER_MINUTE) throw new ApiError(429, 'TooManyRequests', 'trackingThrottled');
  recent.push(now);
  lookups.set(address, recent);
  if (lookups.size > 10_000) for (const [key, times] of lookups) if (times.every((at) => now - at >= WINDOW_MS)) lookups.delete(key);
}
