import '@/app/styles/globals.css';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import { DEFAULT_LOCALE } from '@/lib/contract/constants';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: 'meta' });
  return { title: t('notFoundTitle'), icons: { icon: 'data:,' } };
}

/**
 * A URL outside the internal /{locale}/{site}/… tree (the host rewrites send every page path into it, so
 * this is rare: e.g. a path with a file extension). No root layout is above it, hence its own
 * document. Next renders this component into every route's tree as the top not-found boundary, so
 * it must not read the request (getLocale() would read headers() and make every page dynamic): it
 * shows the default language, whose view carries the English sentence as well.
 */
export default async function GlobalNotFound() {
  return (
    <html lang={DEFAULT_LOCALE} data-theme="red">
      <body>
        <NotFoundView locale={DEFAULT_LOCALE} />
      </body>
    </html>
  );
}
