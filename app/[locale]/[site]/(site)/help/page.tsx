import { setRequestLocale } from 'next-intl/server';
import { HelpLanding } from '@/components/help/help-landing';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('help');

/** /help: the help centre landing (same as /help/help-center). */
export default async function HelpPage({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <HelpLanding site={site} locale={locale} />;
}
