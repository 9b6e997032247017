import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';
import { SendPage } from '@/components/ship-for-me/send/send-page';

export const generateMetadata = routeMetadata('shipForMeSend');

// The member's goods, read with the session per request (and ?step=&goods=&enquiry=).
export const dynamic = 'force-dynamic';

/** /ship-for-me/send?step=forecast|enquiry|order&goods=id,id[&enquiry=Q…] */
export default async function ShipForMeSendPage({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <SendPage locale={locale} site={site} search={await searchParams} />;
}
