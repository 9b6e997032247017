import { setRequestLocale } from 'next-intl/server';
import { HelpLanding } from '@/components/help/help-landing';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('helpHelpCenter');

/** /help/help-center (page key QUICK_GUIDE): categories overview and the quick-guide article. */
export default async function HelpCenterPage({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <HelpLanding site={site} locale={locale} />;
}
