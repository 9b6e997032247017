// The sandbox providers' own orders (sandbox_orders), as a provider keeps them on its side. State changes
// are conditional updates, so a double click or two concurrent captures move an order once.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxOrders } from '../../../db/schema/index.ts';
import { parsePrivateKey, parsePublicKey } from '../crypto.ts';
import { sandboxKeys } from '../config.ts';
import type { ProviderName } from '../types.ts';

export type SandboxOrder = typeof sandboxOrders.$inferSelect;

/** What a sandbox order remembers besides its columns. */
export interface OrderData {
  subject?: string;
  /** Scheme, host and port of the merchant's pages: where the checkout page is served to the browser. */
  origin?: string;
  cancelUrl?: string;
  /** What the buyer paid (minor units): the order amount, or another one for the "wrong amount" drill. */
  paidAmount?: number;
  paidAt?: string;
  /** The provider's transaction number of the payment. */
  tradeNo?: string;
  /** PayPal: how the webhook is sent once the merchant captures (see NotifyMode). */
  notifyMode?: string;
  /** PayPal: the request id of the create call and of the capture that completed the order. */
  createRequestId?: string;
  captureRequestId?: string;
  captureId?: string;
  payerId?: string;
  /** Billplz: the payer's contact, echoed in callbacks. */
  email?: string;
  mobile?: string;
  name?: string;
  [key: string]: unknown;
}

export const dataOf = (order: SandboxOrder) => order.data as OrderData;

export async function insertOrder(
  db: Db,
  order: {
    id: string;
    provider: ProviderName;
    merchantRef: string;
    amount: number;
    currency: string;
    state: string;
    notifyUrl: string | null;
    returnUrl: string | null;
    data: OrderData;
  },
): Promise<SandboxOrder> {
  const [row] = await db.insert(sandboxOrders).values(order).returning();
  return row;
}

export async function orderById(db: Db, id: string, provider?: ProviderName): Promise<SandboxOrder | null> {
  if (!id || id.length > 64) return null;
  const [row] = await db
    .select()
    .from(sandboxOrders)
    .where(provider ? and(eq(sandboxOrders.id, id), eq(sandboxOrders.provider, provider)) : eq(sandboxOrders.id, id));
  return row ?? null;
}

/** The newest order of a merchant's order id at a provider. */
export async function orderByMerchantRef(db: Db, provider: ProviderName, merchantRef: string): Promise<SandboxOrder | null> {
  const [row] = await db
    .select()
    .from(sandboxOrders)
    .where(and(eq(sandboxOrders.provider, provider), eq(sandboxOrders.merchantRef, merchantRef)))
    .orderBy(desc(sandboxOrders.createdAt))
    .limit(1);
  return row ?? null;
}

/** Moves an order from one of `from` to `to` (merging `data`); null when it was no longer in `from`. */
export async function moveOrder(db: Db, id: string, from: string[], to: string, data: OrderData = {}): Promise<SandboxOrder | null> {
  const [row] = await db
    .update(sandboxOrders)
    .set({ state: to, data: sql`${sandboxOrders.data} || ${JSON.stringify(data)}::jsonb`, updatedAt: new Date() })
    .where(and(eq(sandboxOrders.id, id), inArray(sandboxOrders.state, from)))
    .returning();
  return row ?? null;
}

async function parseProviderKeys(db: Db) {
  const keys = await sandboxKeys(db);
  return {
    raw: keys,
    wechatPlatform: { serial: keys.wechat.platformSerial, privateKey: parsePrivateKey(keys.wechat.platformPrivateKey) },
    wechatMerchantPublic: parsePublicKey(keys.wechat.merchantPublicKey),
    alipayPrivate: parsePrivateKey(keys.alipay.alipayPrivateKey),
    alipayAppPublic: parsePublicKey(keys.alipay.appPublicKey),
    paypalSigningPrivate: parsePrivateKey(keys.paypal.signingPrivateKey),
    paypalSigningPublic: parsePublicKey(keys.paypal.signingPublicKey),
  };
}
export type ProviderKeys = Awaited<ReturnType<typeof parseProviderKeys>>;

const parsed = new WeakMap<Db, Promise<ProviderKeys>>();

/** The provider side of the sandbox keys, parsed once per database. */
export function providerKeys(db: Db): Promise<ProviderKeys> {
  let keys = parsed.get(db);
  if (!keys) {
    keys = parseProviderKeys(db);
    keys.catch(() => parsed.delete(db));
    parsed.set(db, keys);
  }
  return keys;
}
