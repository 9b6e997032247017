import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { readPageParams, type PageProps } from '@/components/pages/page-params';

// Rendered like every public page (ISR, see the root layout): without this the catch-all would be
// rendered per request, where Next has already sent 200 when NotFoundPage sets the 404. Each unknown
// path is cached as a 404 for the layout's revalidate.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  // Next adds <meta name="robots" content="noindex"> to the 404 answer itself.
  return { title: t('notFoundTitle') };
}

/**
 * Any path no page matches (SPEC section 2, route guard 3): 404 "This page could not be found" in the
 * default layout (header and footer), rendered on the server in the page's language.
 */
export default async function UnknownRoute({ params }: PageProps) {
  const { locale } = await readPageParams(params);
  setRequestLocale(locale);
  return <NotFoundPage locale={locale} />;
}
