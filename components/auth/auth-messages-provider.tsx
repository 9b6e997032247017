import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';

/** Gives client forms only the namespaces they use, never the whole catalog (ARCHITECTURE.md). */
export async function AuthMessagesProvider({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider locale={locale} messages={{ auth: messages.auth, validation: messages.validation, errors: messages.errors }}>
      {children}
    </NextIntlClientProvider>
  );
}
