import { setRequestLocale } from 'next-intl/server';
import { ServicePage } from '@/components/content/service-page';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { Container } from '@/components/ui/container';
import { PagePosition } from '@/lib/contract/enums';

export const generateMetadata = routeMetadata('tranship');

/** /tranship (page key SHIP_FOR_ME_HOME): the service process and what to check before a waybill. */
export default async function TranshipPage({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return (
    <Container>
      <ServicePage site={site} locale={locale} service="tranship" positions={[PagePosition.ServiceProcess, PagePosition.PlaceOrder]} />
    </Container>
  );
}
