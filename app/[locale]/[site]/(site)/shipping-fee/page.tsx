import { getTranslations, setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { FeeCalculator } from '@/components/shipping/fee-calculator';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { readFeeForm } from '@/lib/content/fee-form';

export const generateMetadata = routeMetadata('shippingFee');

// Reads ?query values: rendered per request (the root layout's ISR default would refuse searchParams).
export const dynamic = 'force-dynamic';

type Props = PageProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /shipping-fee?countryCode=…&weight=…: the fee calculator, a GET form answered by the server. */
export default async function ShippingFeePage({ params, searchParams }: Props) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  const { values, submitted } = readFeeForm(await searchParams);
  const t = await getTranslations({ locale, namespace: 'calculator' });
  return (
    <Container>
      <PageTitle subtitle={t('intro')}>{t('title')}</PageTitle>
      <FeeCalculator site={site} locale={locale} values={values} submitted={submitted} />
    </Container>
  );
}
