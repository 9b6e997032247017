import { setRequestLocale } from 'next-intl/server';
import { HomePage } from '@/components/home/home-page';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('home');

/** /: the home page. */
export default async function HomeRoute({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <HomePage locale={locale} site={site} />;
}
