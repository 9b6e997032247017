import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HelpArticle } from '@/components/help/help-article';
import { readQueryId, type QueryPageProps as Props } from '@/components/pages/page-params';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { getAnnouncement } from '@/lib/content/loaders';
import { toPlainText } from '@/lib/content/sanitize';

// Reads ?query values: rendered per request (the root layout's ISR default would refuse searchParams).
export const dynamic = 'force-dynamic';

async function load(props: Props) {
  const { locale, site, id } = await readQueryId(props);
  return { locale, id, announcement: id ? await getAnnouncement(site, locale, id) : null };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, announcement } = await load(props);
  if (announcement) return { title: announcement.title, description: toPlainText(announcement.content) };
  return { title: (await getTranslations({ locale, namespace: 'routes' }))('articalDetail') };
}

/** /artical-detail?id=…&flag=announceFromIndex: one announcement. No id: empty state; unknown id: 404. */
export default async function AnnouncementDetailPage(props: Props) {
  const { locale, id, announcement } = await load(props);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'content' });
  if (!id) {
    return (
      <Container>
        <EmptyState title={t('noAnnouncementId')} />
      </Container>
    );
  }
  if (!announcement) notFound();
  return (
    <Container>
      <HelpArticle title={announcement.title} content={announcement.content} publishedAt={announcement.publishedAt} />
    </Container>
  );
}
