// The tracking timeline: warehouse events (stored as a message key, worded in the reader's language) and
// carrier checkpoints (the carrier's own text kept), each with a standard status; newest first. The
// owner's own view shows every word. The public look-up (GET /f/logistics-management/trace) is an
// allow-list: the number masked, and per event its time, status, a fixed wording and a place of at most
// city level; never a stored text or a message's values, which may carry numbers and names (looked up by the
// carrier's own number, the known carrier's code, so the site can link the typed number). Look-ups are
// limited per client address in the shared rate limit (server/kernel/rate-limit.ts), across processes.
import { and, desc, eq, or } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { PUBLIC_TRACKING_PER_MINUTE, TRACKING_STATUSES, type TrackingStatus } from '../../../lib/contract/combined-order-rules.ts';
import { shippedCarrierCode } from '../../../lib/contract/carrier-tracking.ts';
import type { PublicTracking, TrackingEvent } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { combinedOrderEvents, combinedOrders, memberProfiles, parcels, shippingMethods, users } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import { isMessageKey, t, type MessageKey } from '../../i18n.ts';
import { consume } from '../../kernel/rate-limit.ts';

type EventRow = typeof combinedOrderEvents.$inferSelect;

/** A warehouse event's text: its message key and values, worded when read. */
export const warehouseText = (key: MessageKey, values: Record<string, string | number> = {}) => JSON.stringify({ key, values });

function storedKey(row: EventRow): { key: MessageKey; values: Record<string, string | number> } | null {
  try {
    const { key, values } = JSON.parse(row.text) as { key: string; values: Record<string, string | number> };
    return isMessageKey(key) ? { key, values: values ?? {} } : null;
  } catch {
    return null;
  }
}

function wording(row: EventRow, locale: Locale): string {
  if (row.source !== 'warehouse') return row.text;
  const stored = storedKey(row);
  if (!stored) return row.text;
  return t(locale, stored.key).replace(/\{(\w+)\}/g, (_, name: string) => String(stored.values[name] ?? ''));
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
    .where(
      and(
        eq(combinedOrders.tenantId, tenantId),
        or(eq(combinedOrders.id, value), eq(combinedOrders.carrierTrackingNumber, value)),
        ...(userId ? [eq(combinedOrders.userId, userId)] : []),
      ),
    )
    .orderBy(desc(combinedOrders.createdAt))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The public wording of each standard status: what a carrier checkpoint says publicly. */
const STATUS_WORDING: Record<TrackingStatus, MessageKey> = {
  WAREHOUSE: 'trackingPublicWarehouse',
  INFO_RECEIVED: 'trackingPublicInfoReceived',
  IN_TRANSIT: 'trackingPublicInTransit',
  CUSTOMS: 'trackingPublicCustoms',
  OUT_FOR_DELIVERY: 'trackingPublicOutForDelivery',
  AVAILABLE_FOR_PICKUP: 'trackingPublicPickup',
  DELIVERY_FAILED: 'trackingPublicDeliveryFailed',
  DELIVERED: 'trackingPublicDelivered',
  EXCEPTION: 'trackingPublicException',
};

/**
 * An event's public text, always a fixed catalog text: a warehouse message's public twin (`<key>Public`),
 * or the message itself when it takes no values; otherwise, and for every carrier checkpoint, the wording
 * of its standard status.
 */
function publicText(row: EventRow, status: TrackingStatus, locale: Locale): string {
  const stored = row.source === 'warehouse' ? storedKey(row) : null;
  if (stored) {
    const twin = `${stored.key}Public`;
    if (isMessageKey(twin)) return t(locale, twin);
    const template = t(locale, stored.key);
    if (!/\{\w+\}/.test(template)) return template;
  }
  return t(locale, STATUS_WORDING[status]);
}

/** Lowercase letters and digits only, so spacing and punctuation hide nothing. */
const bare = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const RUN = 4;

/** Whether `text` shares a run of 4 characters with an identifier (or equals a shorter one). */
function namesAny(text: string, identifiers: string[]): boolean {
  const plain = bare(text);
  return identifiers.some((id) => {
    if (id.length < RUN) return plain === id;
    for (let i = 0; i + RUN <= id.length; i += 1) if (plain.includes(id.slice(i, i + RUN))) return true;
    return false;
  });
}

/**
 * A carrier's place at most at city level: its comma-separated parts without digits (house numbers,
 * postcodes, codes) or anything naming the waybill's identifiers, the last two kept (city, country).
 */
export function publicLocation(location: string | null, identifiers: string[]): string | null {
  const parts = (location ?? '')
    .split(/[,，;；|/]/)
    .map((part) => part.trim())
    .filter((part) => part && part.length <= 40 && !/\p{N}/u.test(part) && !namesAny(part, identifiers));
  return parts.length ? parts.slice(-2).join(', ') : null;
}

/** What identifies the waybill or its people: its numbers, its parcels', the recipient's and the owner's. */
async function identifiersOf(db: Db, order: typeof combinedOrders.$inferSelect): Promise<string[]> {
  const [owner] = await db
    .select({ userName: users.userName, email: users.email, phone: users.phone, name: users.name, memberCode: memberProfiles.memberCode })
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(eq(users.id, order.userId));
  const inbound = await db.select({ number: parcels.trackingNumber }).from(parcels).where(eq(parcels.combinedOrderId, order.id));
  const a = order.address;
  const emailName = owner?.email?.split('@')[0];
  return [
    order.id,
    order.carrierTrackingNumber,
    a?.recipientName,
    a?.phone,
    a?.addressLine1,
    a?.addressLine2,
    a?.postcode,
    owner?.userName,
    emailName,
    owner?.phone,
    owner?.name,
    owner?.memberCode,
    ...inbound.map((p) => p.number),
  ]
    .map((value) => bare(value ?? ''))
    .filter((value) => value.length > 0);
}

/**
 * The known carrier whose own page the site may link the typed number to, only for a look-up by the carrier's
 * number: that visitor has the number already, while one by our number must not learn it (the answer masks it).
 */
async function publicCarrierCode(db: Db, row: typeof combinedOrders.$inferSelect, byCarrierNumber: boolean, carrierShown: boolean): Promise<string | null> {
  if (!byCarrierNumber || !carrierShown) return null;
  const [method] = row.methodId
    ? await db
        .select({ code: shippingMethods.carrierCode, name: shippingMethods.carrierName })
        .from(shippingMethods)
        .where(eq(shippingMethods.id, row.methodId))
    : [];
  return shippedCarrierCode(row.carrierName, method);
}

export async function publicTracking(db: Db, tenantId: string, number: string, locale: Locale): Promise<PublicTracking> {
  const row = await findByNumber(db, tenantId, number);
  const byCarrierNumber = !!row.carrierTrackingNumber && row.carrierTrackingNumber === number.trim().toUpperCase();
  const shown = byCarrierNumber ? row.carrierTrackingNumber! : row.id;
  const identifiers = await identifiersOf(db, row);
  const events = await db
    .select()
    .from(combinedOrderEvents)
    .where(eq(combinedOrderEvents.orderId, row.id))
    .orderBy(desc(combinedOrderEvents.occurredAt), desc(combinedOrderEvents.id));
  const carrierName = row.carrierName && !namesAny(row.carrierName, identifiers) ? row.carrierName : null;
  return {
    number: maskNumber(shown),
    status: row.status,
    carrierName,
    carrierCode: await publicCarrierCode(db, row, byCarrierNumber, carrierName !== null),
    destinationCountry: row.address?.countryCode ?? '',
    events: events.map((event) => {
      const status = isTrackingStatus(event.status) ? event.status : 'IN_TRANSIT';
      return {
        at: event.occurredAt.toISOString(),
        status,
        location: event.source === 'carrier' ? publicLocation(event.location, identifiers) : null,
        text: publicText(event, status, locale),
        source: event.source === 'carrier' ? 'carrier' : 'warehouse',
      };
    }),
  };
}

/** At most PUBLIC_TRACKING_PER_MINUTE look-ups per client address in a sliding minute, in every process (429 after). */
export function throttleLookup(db: Db, address: string): Promise<void> {
  return consume(db, [{ scope: 'tracking:address', key: address, limit: PUBLIC_TRACKING_PER_MINUTE, windowMs: 60_000 }], {
    message: 'trackingThrottled',
  });
}
