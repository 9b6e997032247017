import { setRequestLocale } from 'next-intl/server';
import { ServicePage } from '@/components/content/service-page';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { ShipForMeShell } from '@/components/ship-for-me/ship-for-me-shell';
import { PagePosition } from '@/lib/contract/enums';

export const generateMetadata = routeMetadata('shipForMe');

/** /ship-for-me: who we are (About us) and the personal service contact, under the section's links. */
export default async function ShipForMePage({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return (
    <ShipForMeShell>
      <ServicePage site={site} locale={locale} service="shipForMe" positions={[PagePosition.AboutUs, PagePosition.MyService]} />
    </ShipForMeShell>
  );
}
