// The cart's pure rules: goods grouped by shop, the figures of the chosen goods, and the ways on to the
// send page (/ship-for-me/send?step=…&goods=id,id).
import { GOODS_PER_REQUEST } from '@/lib/contract/ship-for-me-rules';
import type { Good } from '@/lib/contract/wire';

export const CART_PATH = '/ship-for-me/cart';
export const SEND_PATH = '/ship-for-me/send';
export const SEND_STEPS = ['forecast', 'enquiry', 'order'] as const;
export type SendStep = (typeof SEND_STEPS)[number];

/** Goods the cart page reads at once (the server's CART_MAX). */
export const CART_READ = { status: 10, skipCount: 0, maxResultCount: 200 } as const;

export interface ShopGroup<G> {
  /** The shop's name as the goods carry it ('' when none was given). */
  shop: string;
  goods: G[];
}

/** Goods grouped by shop (case and spaces ignored), shops in the order their first good comes. */
export function groupByShop<G extends { shopName: string }>(goods: readonly G[]): ShopGroup<G>[] {
  const groups = new Map<string, ShopGroup<G>>();
  for (const good of goods) {
    const key = good.shopName.trim().toLowerCase();
    const group = groups.get(key) ?? { shop: good.shopName.trim(), goods: [] };
    group.goods.push(good);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Decimal sums without float drift: in cents. */
const cents = (value: number) => Math.round(value * 100);

export interface CartFigures {
  /** Lines chosen. */
  count: number;
  /** Pieces chosen (the quantities added up). */
  pieces: number;
  /** The goods' own money, one total per currency, in the order the currencies first come. */
  byCurrency: { currency: string; amount: number }[];
  /** The sum of the lines' totals in the site's currency (the lines without a rate left out). */
  siteTotal: number;
  siteCurrency: string | null;
  /** Currencies of chosen lines that have no rate to the site's currency. */
  missingRates: string[];
}

type FigureGood = Pick<Good, 'unitPrice' | 'quantity' | 'currency' | 'totalInSiteCurrency' | 'siteCurrency'>;

export function cartFigures(chosen: readonly FigureGood[]): CartFigures {
  const byCurrency = new Map<string, number>();
  const missing = new Set<string>();
  let site = 0;
  let pieces = 0;
  for (const good of chosen) {
    pieces += good.quantity;
    byCurrency.set(good.currency, (byCurrency.get(good.currency) ?? 0) + cents(good.unitPrice) * good.quantity);
    if (good.totalInSiteCurrency === null) missing.add(good.currency);
    else site += cents(good.totalInSiteCurrency);
  }
  return {
    count: chosen.length,
    pieces,
    byCurrency: [...byCurrency].map(([currency, amount]) => ({ currency, amount: amount / 100 })),
    siteTotal: site / 100,
    siteCurrency: chosen[0]?.siteCurrency ?? null,
    missingRates: [...missing],
  };
}

/** The send page for the chosen goods (and, accepting an answered enquiry, that enquiry); the ids' commas kept readable. */
export function sendHref(step: SendStep, goodsIds: readonly string[], enquiryId?: string): string {
  const goods = goodsIds.map(encodeURIComponent).join(',');
  return `${SEND_PATH}?step=${step}&goods=${goods}${enquiryId ? `&enquiry=${encodeURIComponent(enquiryId)}` : ''}`;
}

/** True when this many chosen goods can go in one request. */
export const sendable = (count: number) => count > 0 && count <= GOODS_PER_REQUEST;
