import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { readQueryId, type QueryPageProps as Props } from '@/components/pages/page-params';
import { ModeSummary } from '@/components/transport/mode-summary';
import { ZoneFeeTable } from '@/components/transport/zone-fee-table';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { getModeDetail } from '@/lib/content/shipping';
import { Link } from '@/lib/i18n/navigation';
import { getSiteConfig } from '@/lib/site/get-site';

// Reads ?query values: rendered per request (the root layout's ISR default would refuse searchParams).
export const dynamic = 'force-dynamic';

async function load(props: Props) {
  const { locale, site, id } = await readQueryId(props);
  return { locale, site, id, mode: id ? await getModeDetail(site, locale, id) : null };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, mode } = await load(props);
  return { title: mode?.name ?? (await getTranslations({ locale, namespace: 'routes' }))('transportationDetail') };
}

/** /transportation-detail?id=…: one transport mode with its whole fee table. */
export default async function TransportationDetailPage(props: Props) {
  const { locale, site, id, mode } = await load(props);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'transport' });
  if (!id) {
    return (
      <Container>
        <EmptyState title={t('noId')} action={<Link href="/more-transport-mode">{t('allModes')}</Link>} />
      </Container>
    );
  }
  if (!mode) notFound();
  const config = await getSiteConfig(site, locale);
  return (
    <Container>
      <PageTitle subtitle={mode.carrier.name} actions={<Link href="/more-transport-mode">{t('allModes')}</Link>}>
        {mode.name}
      </PageTitle>
      <ModeSummary mode={mode} symbol={config.site.baseCurrencySymbol} />
      <h2>{t('feeTable')}</h2>
      <ZoneFeeTable fees={mode.fees} symbol={config.site.baseCurrencySymbol} caption={t('feeTableOf', { name: mode.name })} />
    </Container>
  );
}
