import type { Locale } from '@/lib/contract/constants';
import { getLocale, getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import { PageTitle } from '@/components/ui/page-title';
import { formatDate } from '@/lib/format/display';
import styles from './help.module.css';
import { SoftLink } from '@/components/layout/soft-link';

interface HelpArticleProps {
  title: string;
  content: string;
  publishedAt: string;
  /** A link back to the article's category, when it has one. */
  category?: { id: string; name: string } | null;
}

/** One article or announcement: title, date, category and the sanitized body. */
export async function HelpArticle({ title, content, publishedAt, category }: HelpArticleProps) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: 'content' });
  return (
    <article className={styles.detail}>
      <PageTitle
        subtitle={
          <>
            {t('publishedAt')} <time dateTime={publishedAt}>{formatDate(publishedAt, 'YYYY-MM-DD')}</time>
            {category ? (
              <>
                {' · '}
                <SoftLink locale={locale} href={`/help/category/${encodeURIComponent(category.id)}`}>
                  {category.name}
                </SoftLink>
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
