import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';

// No generateMetadata here: metadata is resolved before the root layout's setRequestLocale runs, so
// a locale lookup there reads headers() and turns every ISR page dynamic (DYNAMIC_SERVER_USAGE).
// The page keeps the site's default title; Next adds noindex to 404 answers.

/**
 * 404 inside the root layout, without header and footer: only for notFound() above the default layout
 * (an unknown language, the bare sign-in pages). Unknown paths are (site)/[...rest] (SPEC section 2,
 * route guard 3), inside the default layout.
 */
export default async function NotFound() {
  const locale = await getLocale();
  return <NotFoundView locale={locale === 'en' ? 'en' : 'zh-Hans'} />;
}
