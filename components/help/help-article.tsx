import { getLocale, getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import { PageTitle } from '@/components/ui/page-title';
import { formatDate } from '@/lib/format/display';
import { Link } from '@/lib/i18n/navigation';
import styles from './help.module.css';

interface HelpArticleProps {
  title: string;
  content: string;
  publishedAt: string;
  /** A link back to the article's category, when it has one. */
  category?: { id: string; name: string } | null;
}

/** One article or announcement: title, date, category and the sanitized body. */
export async function HelpArticle({ title, content, publishedAt, category }: HelpArticleProps) {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'content' });
  return (
    <article className={styles.detail}>
      <PageTitle
        subtitle={
          <>
            {t('publishedAt')} <time dateTime={publishedAt}>{formatDate(publishedAt, 'YYYY-MM-DD')}</time>
            {category ? (
              <>
                {' · '}
                <Link href={`/help/category/${encodeURIComponent(category.id)}`}>{category.name}</Link>
              </>
            ) : null}
          </>
        }
      >
        {title}
      </PageTitle>
      <RichText html={content} />
    </article>
  );
}
