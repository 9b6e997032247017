import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';

// Like ../not-found.tsx: no generateMetadata (it would read headers() and make every page dynamic).

/**
 * notFound() below the default layout (unknown ids, and the browser's side of NotFoundPage): the 404
 * view between the site's header and footer (SPEC section 2, route guard 3 and "Layouts").
 */
export default async function SiteNotFound() {
  const locale = await getLocale();
  return <NotFoundView locale={locale === 'en' ? 'en' : 'zh-Hans'} inLayout />;
}
