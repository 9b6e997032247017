import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { pickMessages } from './intl-messages';

interface ScopedIntlProviderProps {
  /** Namespaces the client components below read with useTranslations. */
  namespaces: readonly string[];
  children: ReactNode;
}

/**
 * A NextIntlClientProvider that passes only the named namespaces. The root layout has none (public
 * pages do not pay for next-intl's client runtime): a client component that calls useTranslations
 * must sit inside one, e.g. `<ScopedIntlProvider namespaces={['auth', 'validation']}>`. Nested
 * providers replace, not merge, their parent's messages.
 */
export async function ScopedIntlProvider({ namespaces, children }: ScopedIntlProviderProps) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked = pickMessages(messages, namespaces);
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
