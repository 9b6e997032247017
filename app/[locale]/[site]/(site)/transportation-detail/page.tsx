import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { readQueryId, type QueryPageProps as Props } from '@/components/pages/page-params';
import { ModeDetailPage, modeDetailMetadata } from '@/components/transport/mode-detail-page';

// Reads ?query values: rendered per request (the root layout's ISR default would refuse searchParams).
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return modeDetailMetadata(await readQueryId(props));
}

/** /transportation-detail?id=…: one transport mode with its whole fee table. */
export default async function TransportationDetailPage(props: Props) {
  const { locale, site, id } = await readQueryId(props);
  setRequestLocale(locale);
  return <ModeDetailPage locale={locale} site={site} id={id} />;
}
