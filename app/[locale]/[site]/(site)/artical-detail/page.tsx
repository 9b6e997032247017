import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AnnouncementPage, announcementMetadata } from '@/components/content/announcement-page';
import { readQueryId, type QueryPageProps as Props } from '@/components/pages/page-params';

// Reads ?query values: rendered per request (the root layout's ISR default would refuse searchParams).
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return announcementMetadata(await readQueryId(props));
}

/** /artical-detail?id=…&flag=announceFromIndex: one announcement. */
export default async function AnnouncementDetailPage(props: Props) {
  const { locale, site, id } = await readQueryId(props);
  setRequestLocale(locale);
  return <AnnouncementPage locale={locale} site={site} id={id} />;
}
