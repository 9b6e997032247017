import type { AbstractIntlMessages } from 'next-intl';

/**
 * The named parts of a catalog: a namespace (`list`) or a key path inside one (`parcels.columns`,
 * `recharge.insufficient`), each copied whole and merged under its path. A client island gets the messages it
 * reads, not its namespace's every page: in Chinese each character is three bytes of every signed-in page's HTML.
 */
export function pickMessagePaths(messages: AbstractIntlMessages, paths: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const path of paths) {
    const keys = path.split('.');
    let source: AbstractIntlMessages | string | undefined = messages;
    for (const key of keys) source = typeof source === 'object' ? source[key] : undefined;
    if (source === undefined) continue;
    let target = picked;
    for (const key of keys.slice(0, -1)) {
      // A copy at each level: a part picked whole before stays the catalog's own object, never written to.
      const next = target[key];
      target = target[key] = typeof next === 'object' ? { ...next } : {};
    }
    target[keys[keys.length - 1]] = source;
  }
  return picked;
}
