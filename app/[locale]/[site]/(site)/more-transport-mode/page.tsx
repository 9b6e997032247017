import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonClassName } from '@/components/ui/button';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { ModeList } from '@/components/transport/mode-list';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { SoftLink } from '@/components/layout/soft-link';

export const generateMetadata = routeMetadata('moreTransportMode');

/** /more-transport-mode (page key SHIPPING_FEE): the transport modes and their fee tables. */
export default async function MoreTransportModePage({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'transport' });
  return (
    <Container>
      <PageTitle
        subtitle={t('intro')}
        actions={
          <SoftLink locale={locale} href="/shipping-fee" className={buttonClassName('primary')}>
            {t('toCalculator')}
          </SoftLink>
        }
      >
        {t('title')}
      </PageTitle>
      <ModeList site={site} locale={locale} />
    </Container>
  );
}
