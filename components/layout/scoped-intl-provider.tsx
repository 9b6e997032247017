import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { pickMessages, SHELL_CLIENT_NAMESPACES } from './intl-messages';

interface ScopedIntlProviderProps {
  /** Namespaces the client components below need, in addition to the shell's own. */
  namespaces?: readonly string[];
  children: ReactNode;
}

/**
 * A NextIntlClientProvider that passes only the named namespaces (plus the shell's). Nested providers
 * replace, not merge, their parent's messages: a route group that needs more namespaces wraps its
 * children in its own `<ScopedIntlProvider namespaces={[…]}>`.
 */
export async function ScopedIntlProvider({ namespaces = [], children }: ScopedIntlProviderProps) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked = pickMessages(messages, [...SHELL_CLIENT_NAMESPACES, ...namespaces]);
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
