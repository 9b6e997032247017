import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { pickMessagePaths } from './pick-message-paths';

interface PickedIntlProviderProps {
  /** Namespaces or key paths (`parcels.columns`) the client components below read with useTranslations. */
  paths: readonly string[];
  children: ReactNode;
}

/**
 * ScopedIntlProvider (components/layout) for a page whose islands read a few parts of large namespaces: only
 * those key paths are sent (./pick-message-paths.ts). Nested providers replace, not merge, their parent's messages.
 */
export async function PickedIntlProvider({ paths, children }: PickedIntlProviderProps) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessagePaths(messages, paths)}>
      {children}
    </NextIntlClientProvider>
  );
}
