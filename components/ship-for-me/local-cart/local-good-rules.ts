// The GoodInputSchema's checks (and the server's price/quantity rules) without zod, for browser code: the
// visitor's cart, the hand form and the extension page run every good through `cleanGoodInput`.
import { DECLARED_NAME_MAX } from '@/lib/contract/parcel-rules';
import {
  CLIENT_KEY_PATTERN,
  DECLARED_VALUE_MAX,
  GOOD_CURRENCIES,
  GOOD_PRICE_MAX,
  GOOD_QUANTITY_MAX,
  GOOD_SOURCES,
  GOOD_TEXT_MAX,
  GOODS_TYPE_ID_MAX,
  safeWebUrl,
} from '@/lib/contract/ship-for-me-rules';
import type { DeclarationInput, GoodInput } from '@/lib/contract/wire';

/** Catalog keys of `shipForMeGoods.error.*`. */
export type GoodIssueKey = 'required' | 'tooLong' | 'url' | 'price' | 'quantity' | 'currency' | 'invalid';
export interface GoodIssue {
  field: string;
  key: GoodIssueKey;
}

/** A decimal above 0 with at most 2 decimals, at most `max` (the server's `minorOf`). */
export function isAmount(value: unknown, max: number): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > max) return false;
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

export const isQuantity = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= GOOD_QUANTITY_MAX;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optionalText = (value: unknown): string | null => text(value) || null;

function cleanDeclaration(given: unknown, issues: GoodIssue[]): Partial<DeclarationInput> | null {
  if (typeof given !== 'object' || given === null) return null;
  const d = given as Record<string, unknown>;
  const out: Partial<DeclarationInput> = {};
  if (d.declaredName !== undefined && d.declaredName !== null) {
    out.declaredName = text(d.declaredName);
    if (out.declaredName.length > DECLARED_NAME_MAX) issues.push({ field: 'declaration.declaredName', key: 'tooLong' });
  }
  if (d.goodsTypeId !== undefined && d.goodsTypeId !== null) {
    out.goodsTypeId = text(d.goodsTypeId);
    if (out.goodsTypeId.length > GOODS_TYPE_ID_MAX) issues.push({ field: 'declaration.goodsTypeId', key: 'invalid' });
  }
  if (d.declaredValue !== undefined && d.declaredValue !== null) {
    if (isAmount(d.declaredValue, DECLARED_VALUE_MAX)) out.declaredValue = d.declaredValue;
    else issues.push({ field: 'declaration.declaredValue', key: 'price' });
  }
  if (d.quantity !== undefined && d.quantity !== null) {
    if (isQuantity(d.quantity)) out.quantity = d.quantity;
    else issues.push({ field: 'declaration.quantity', key: 'quantity' });
  }
  return Object.keys(out).length ? out : null;
}

/**
 * An untrusted good (the extension's, storage's, a form's) → its known fields trimmed, and the issues that
 * the server would refuse it for. `good` is null when there is any issue.
 */
export function cleanGoodInput(input: unknown): { good: GoodInput | null; issues: GoodIssue[] } {
  const issues: GoodIssue[] = [];
  if (typeof input !== 'object' || input === null) return { good: null, issues: [{ field: 'url', key: 'required' }] };
  const g = input as Record<string, unknown>;
  const add = (field: string, key: GoodIssueKey) => issues.push({ field, key });

  const url = text(g.url);
  if (!url) add('url', 'required');
  else if (url.length > GOOD_TEXT_MAX.url) add('url', 'tooLong');
  else if (!safeWebUrl(url)) add('url', 'url');

  const title = text(g.title);
  if (!title) add('title', 'required');
  else if (title.length > GOOD_TEXT_MAX.title) add('title', 'tooLong');

  const shopName = text(g.shopName);
  if (!shopName) add('shopName', 'required');
  else if (shopName.length > GOOD_TEXT_MAX.shopName) add('shopName', 'tooLong');

  const imageUrl = optionalText(g.imageUrl);
  if (imageUrl && imageUrl.length > GOOD_TEXT_MAX.imageUrl) add('imageUrl', 'tooLong');
  else if (imageUrl && !safeWebUrl(imageUrl)) add('imageUrl', 'url');

  const spec = optionalText(g.spec);
  if (spec && spec.length > GOOD_TEXT_MAX.spec) add('spec', 'tooLong');

  if (g.unitPrice === undefined || g.unitPrice === null || g.unitPrice === '') add('unitPrice', 'required');
  else if (!isAmount(g.unitPrice, GOOD_PRICE_MAX)) add('unitPrice', 'price');

  if (!(GOOD_CURRENCIES as readonly unknown[]).includes(g.currency)) add('currency', g.currency ? 'currency' : 'required');
  if (!isQuantity(g.quantity)) add('quantity', 'quantity');

  const clientKey = typeof g.clientKey === 'string' ? g.clientKey : null;
  if (clientKey !== null && !CLIENT_KEY_PATTERN.test(clientKey)) add('clientKey', 'invalid');
  const source = (GOOD_SOURCES as readonly unknown[]).includes(g.source) ? (g.source as GoodInput['source']) : undefined;
  const declaration = cleanDeclaration(g.declaration, issues);

  if (issues.length) return { good: null, issues };
  const good: GoodInput = {
    url,
    title,
    shopName,
    imageUrl,
    spec,
    unitPrice: g.unitPrice as number,
    currency: g.currency as GoodInput['currency'],
    quantity: g.quantity as number,
    ...(clientKey ? { clientKey } : {}),
    ...(source ? { source } : {}),
    ...(declaration ? { declaration } : {}),
  };
  return { good, issues };
}

/** A fresh client key (CLIENT_KEY_PATTERN): 32 hex digits. */
export function newClientKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID().replaceAll('-', '');
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
