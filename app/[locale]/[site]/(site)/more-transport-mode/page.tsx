import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonClassName } from '@/components/ui/button';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { ModeList } from '@/components/transport/mode-list';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { Link } from '@/lib/i18n/navigation';

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
          <Link href="/shipping-fee" className={buttonClassName('primary')}>
            {t('toCalculator')}
          </Link>
        }
      >
        {t('title')}
      </PageTitle>
      <ModeList site={site} locale={locale} />
    </Container>
  );
}
