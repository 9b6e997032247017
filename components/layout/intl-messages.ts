import type { AbstractIntlMessages } from 'next-intl';

/**
 * Namespaces the shell's client islands read (account menu, language switcher, offline notice,
 * error page). Every NextIntlClientProvider that wraps the shell must include them.
 */
export const SHELL_CLIENT_NAMESPACES = ['common', 'header', 'shell'] as const;

/** Only the named top-level namespaces of a catalog: client bundles never get the whole catalog. */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of namespaces) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
