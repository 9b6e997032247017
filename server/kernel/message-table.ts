// A module's messages are written `key: [zh-Hans, en]`; t() in server/i18n.ts reads `{ 'zh-Hans', en }`.
import type { Locale } from '../../lib/contract/constants.ts';

export type Message = Record<Locale, string>;

/** `{ key: [zh-Hans, en] }` → `{ key: { 'zh-Hans': …, en: … } }`. */
export function messageTable<K extends string>(entries: Record<K, readonly [zhHans: string, en: string]>): Record<K, Message> {
  const table = {} as Record<K, Message>;
  for (const key of Object.keys(entries) as K[]) {
    const [zhHans, en] = entries[key];
    table[key] = { 'zh-Hans': zhHans, en };
  }
  return table;
}
