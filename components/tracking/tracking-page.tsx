import { EmptyState } from '@/components/ui/empty-state';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/lib/contract/constants';
import { TrackingForm } from './tracking-form';
import { lookUpTracking, type TrackingLookup } from '@/lib/server-data/tracking';
import { readTrackingQuery } from './tracking-query';
import { TrackingResult } from './tracking-result';
import { trackingTexts, type TrackingTexts } from './tracking-texts';

type Search = Record<string, string | string[] | undefined>;

/**
 * /tracking?number=… (page key TRACKING): a public look-up by waybill or carrier tracking number, answered
 * on the server. No antd, no session: a GET form and plain markup.
 */
export async function TrackingPage({ locale, site, search }: { locale: Locale; site: string; search: Search }) {
  const query = readTrackingQuery(search);
  const [texts, lookup] = await Promise.all([
    trackingTexts(locale),
    query.kind === 'valid' ? lookUpTracking(site, locale, query.number) : Promise.resolve(null),
  ]);
  const { t } = texts;
  return (
    <Container width="user">
      <PageTitle subtitle={t('intro')}>{t('title')}</PageTitle>
      <TrackingForm typed={query.typed} invalid={query.kind === 'invalid'} t={t} />
      {lookup && query.kind === 'valid' ? <LookupAnswer locale={locale} lookup={lookup} number={query.number} texts={texts} /> : null}
    </Container>
  );
}

function LookupAnswer({ locale, lookup, number, texts }: { locale: Locale; lookup: TrackingLookup; number: string; texts: TrackingTexts }) {
  const { t } = texts;
  switch (lookup.kind) {
    case 'found':
      return <TrackingResult locale={locale} tracking={lookup.data} number={number} texts={texts} />;
    case 'notFound':
      return <EmptyState title={t('notFound')} description={t('notFoundText')} />;
    case 'throttled':
      return <EmptyState role="alert" title={t('throttled')} />;
    default:
      return <EmptyState role="alert" title={t('failed')} retryLabel={t('retry')} />;
  }
}
