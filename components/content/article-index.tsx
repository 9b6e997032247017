import { getTranslations } from 'next-intl/server';
import { ArticleList } from '@/components/help/article-list';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/lib/contract/constants';
import { getAnnouncements, getArticles } from '@/lib/server-data/content';
import { PaginationNav } from './pagination-nav';
import styles from './content.module.css';

const announcementHref = (id: string) => `/artical-detail?id=${encodeURIComponent(id)}&flag=announceFromIndex`;

/** /article: the latest announcements (first page only) and all help articles, paged. */
export async function ArticleIndex({ site, locale, page }: { site: string; locale: Locale; page: number }) {
  const [t, common, announcements, articles] = await Promise.all([
    getTranslations({ locale, namespace: 'content' }),
    getTranslations({ locale, namespace: 'common' }),
    page === 1 ? getAnnouncements(site, locale, 1) : Promise.resolve(null),
    getArticles(site, locale, page),
  ]);
  return (
    <>
      <PageTitle subtitle={t('articlesIntro')}>{t('articlesTitle')}</PageTitle>
      {announcements ? (
        <section className={styles.section} aria-labelledby="announcements-title">
          <h2 id="announcements-title" className={styles.sectionTitle}>
            {t('announcementsTitle')}
          </h2>
          {!announcements.ok ? (
            <EmptyState role="alert" title={common('loadFailed')} retryLabel={common('retry')} />
          ) : announcements.data.items.length ? (
            <ArticleList locale={locale} articles={announcements.data.items.slice(0, 10)} hrefOf={announcementHref} headingLevel={3} />
          ) : (
            <EmptyState title={t('noAnnouncements')} />
          )}
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="articles-title">
        <h2 id="articles-title" className={styles.sectionTitle}>
          {t('allArticles')}
        </h2>
        {!articles.ok ? (
          <EmptyState role="alert" title={common('loadFailed')} retryLabel={common('retry')} />
        ) : articles.data.items.length ? (
          <ArticleList locale={locale} articles={articles.data.items} hrefOf={(id) => `/article/${encodeURIComponent(id)}`} headingLevel={3} />
        ) : (
          <EmptyState title={page > 1 ? t('pageEmpty') : t('noArticles')} />
        )}
        {articles.ok ? (
          <PaginationNav
            locale={locale}
            total={articles.data.totalCount}
            page={page}
            path="/article"
            labels={{ nav: t('pagination'), prev: t('prevPage'), next: t('nextPage'), page: (n) => t('pageN', { page: n }) }}
          />
        ) : null}
      </section>
    </>
  );
}
