import { setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/pages/page-intro';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('userInformation');

/** /user/user-information */
export default async function UserInformationPage({ params }: PageProps) {
  const { locale } = await readPageParams(params);
  setRequestLocale(locale);
  return <PageIntro routeKey="userInformation" variant="embedded" />;
}
