import { setRequestLocale } from 'next-intl/server';
import { ServicePage } from '@/components/content/service-page';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { Container } from '@/components/ui/container';
import { PagePosition } from '@/lib/contract/enums';

export const generateMetadata = routeMetadata('importTransport');

/** /import-transport: how inbound shipping works and the personal service contact. */
export default async function ImportTransportPage({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return (
    <Container>
      <ServicePage site={site} locale={locale} service="importTransport" positions={[PagePosition.ServiceProcess, PagePosition.MyService]} />
    </Container>
  );
}
