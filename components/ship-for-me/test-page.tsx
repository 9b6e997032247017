// Test support (no tests here) for the public ship-for-me pages, which have no client message provider.
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import en from '@/locales/en.json';
import { renderPage } from '@/tests/kits/records-test-kit';

/**
 * renderPage (tests/kits/records-test-kit) of a public ship-for-me page. The provider here stands for
 * next-intl's server half, which words the server components that call useTranslations (GoodSummary, the
 * cart bar); the lazily loaded islands bring their own provider, which replaces this one, so a namespace
 * an island lacks still fails its test.
 */
export function renderPublicPage(page: Promise<ReactElement>) {
  return renderPage(
    page.then((element) => (
      <NextIntlClientProvider locale="en" messages={en}>
        {element}
      </NextIntlClientProvider>
    )),
  );
}
