import type { AbstractIntlMessages } from 'next-intl';

/** Only the named top-level namespaces of a catalog: client bundles never get the whole catalog. */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of namespaces) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
