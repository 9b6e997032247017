// The server's messages (zh-Hans / en), chosen by the accept-language header: each module owns its table.
// Read from each module's messages.ts, not its face (index.ts): the faces mount routes that call t(), so
// importing them here would be an import cycle; a messages file imports nothing but the kernel.
import type { Locale } from '../lib/contract/constants.ts';
import { accountMessages } from './modules/account/messages.ts';
import { addressMessages } from './modules/address/messages.ts';
import { couponMessages } from './modules/coupons/messages.ts';
import { combinedOrderMessages } from './modules/combined-order/messages.ts';
import { transhipmentMessages } from './modules/transhipment-order/messages.ts';
import { fundsMessages } from './modules/funds/messages.ts';
import { kernelMessages } from './kernel/messages.ts';
import { importMessages } from './modules/import/messages.ts';
import { parcelImportMessages, parcelMessages } from './modules/parcels/messages.ts';
import { passportMessages } from './modules/passport/messages.ts';
import { shipForMeMessages, shipForMeSendMessages } from './modules/ship-for-me/messages.ts';
import { referenceMessages } from './modules/reference/messages.ts';
import { shippingMessages } from './modules/shipping/messages.ts';
import { systemMessages } from './modules/system/messages.ts';
import { parcelWarehouseMessages, warehouseMessages } from './modules/warehouse/messages.ts';

/** Each module's own table (a key belongs to one module: server/i18n.test.ts checks it). */
export const messageTables = [
  kernelMessages,
  systemMessages,
  shippingMessages,
  passportMessages,
  accountMessages,
  addressMessages,
  warehouseMessages,
  referenceMessages,
  importMessages,
  parcelImportMessages,
  parcelWarehouseMessages,
  parcelMessages,
  fundsMessages,
  couponMessages,
  combinedOrderMessages,
  transhipmentMessages,
  shipForMeMessages,
  shipForMeSendMessages,
];

export const messages = {
  ...kernelMessages,
  ...systemMessages,
  ...shippingMessages,
  ...passportMessages,
  ...accountMessages,
  ...addressMessages,
  ...warehouseMessages,
  ...referenceMessages,
  ...importMessages,
  ...parcelImportMessages,
  ...parcelWarehouseMessages,
  ...parcelMessages,
  ...fundsMessages,
  ...couponMessages,
  ...combinedOrderMessages,
  ...transhipmentMessages,
  ...shipForMeMessages,
  ...shipForMeSendMessages,
};

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, key);
}

/** The message in the language, `{name}` placeholders filled from `values` (others kept as written). */
export function t(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  return messages[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** First supported language in the accept-language header by quality; default zh-Hans. */
export function pickLocale(header: string | null | undefined): Locale {
  if (!header) return 'zh-Hans';
  const tags = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of tags) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-Hans';
  }
  return 'zh-Hans';
}
