import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { HelpArticle } from '@/components/help/help-article';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { RecordLoadFailed } from '@/components/ui/record-load-failed';
import type { Locale } from '@/lib/contract/constants';
import { toPlainText } from '@/lib/content/sanitize';
import { getAnnouncement } from '@/lib/server-data/content';

interface AnnouncementPageProps {
  locale: Locale;
  site: string;
  /** The `?id=` of the page ('' when absent). */
  id: string;
}

/** The announcement's title and summary; the route's title without an id or for an unknown one. */
export async function announcementMetadata({ locale, site, id }: AnnouncementPageProps): Promise<Metadata> {
  const read = id ? await getAnnouncement(site, locale, id) : null;
  const announcement = read?.ok ? read.data : null;
  if (announcement) return { title: announcement.title, description: toPlainText(announcement.content) };
  return { title: (await getTranslations({ locale, namespace: 'routes' }))('articalDetail') };
}

/** /artical-detail?id=…&flag=announceFromIndex: one announcement. No id: empty state; unknown id: 404; a failed read: a retry. */
export async function AnnouncementPage({ locale, site, id }: AnnouncementPageProps) {
  const t = await getTranslations({ locale, namespace: 'content' });
  if (!id) {
    return (
      <Container>
        <EmptyState title={t('noAnnouncementId')} />
      </Container>
    );
  }
  const read = await getAnnouncement(site, locale, id);
  if (!read.ok) {
    return (
      <Container>
        <RecordLoadFailed locale={locale} />
      </Container>
    );
  }
  const announcement = read.data;
  if (!announcement) notFound();
  return (
    <Container>
      <HelpArticle title={announcement.title} content={announcement.content} publishedAt={announcement.publishedAt} />
    </Container>
  );
}
