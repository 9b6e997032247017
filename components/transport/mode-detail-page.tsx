import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { RecordLoadFailed } from '@/components/ui/record-load-failed';
import type { Locale } from '@/lib/contract/constants';
import { getModeDetail } from '@/lib/server-data/shipping';
import { getSiteConfig } from '@/lib/site/get-site';
import { ModeSummary } from './mode-summary';
import { ZoneFeeTable } from './zone-fee-table';
import { SoftLink } from '@/components/layout/soft-link';

interface ModeDetailProps {
  locale: Locale;
  site: string;
  /** The `?id=` of the page ('' when absent). */
  id: string;
}

/** The mode's name; the route's title without an id or for an unknown one. */
export async function modeDetailMetadata({ locale, site, id }: ModeDetailProps): Promise<Metadata> {
  const read = id ? await getModeDetail(site, locale, id) : null;
  const mode = read?.ok ? read.data : null;
  return { title: mode?.name ?? (await getTranslations({ locale, namespace: 'routes' }))('transportationDetail') };
}

/** /transportation-detail?id=…: one transport mode with its whole fee table. No id: empty state; unknown id: 404; a failed read: a retry. */
export async function ModeDetailPage({ locale, site, id }: ModeDetailProps) {
  const t = await getTranslations({ locale, namespace: 'transport' });
  if (!id) {
    return (
      <Container>
        <EmptyState
          title={t('noId')}
          action={
            <SoftLink locale={locale} href="/more-transport-mode">
              {t('allModes')}
            </SoftLink>
          }
        />
      </Container>
    );
  }
  const read = await getModeDetail(site, locale, id);
  if (!read.ok) {
    return (
      <Container>
        <RecordLoadFailed locale={locale} />
      </Container>
    );
  }
  const mode = read.data;
  if (!mode) notFound();
  const config = await getSiteConfig(site, locale);
  return (
    <Container>
      <PageTitle
        subtitle={mode.carrier.name}
        actions={
          <SoftLink locale={locale} href="/more-transport-mode">
            {t('allModes')}
          </SoftLink>
        }
      >
        {mode.name}
      </PageTitle>
      <ModeSummary mode={mode} symbol={config.site.baseCurrencySymbol} />
      <h2>{t('feeTable')}</h2>
      <ZoneFeeTable fees={mode.fees} symbol={config.site.baseCurrencySymbol} caption={t('feeTableOf', { name: mode.name })} />
    </Container>
  );
}
