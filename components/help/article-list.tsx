import type { Locale } from '@/lib/contract/constants';
import type { Article } from '@/lib/contract/wire';
import { toPlainText } from '@/lib/content/sanitize';
import { formatDate } from '@/lib/format/display';
import styles from './help.module.css';
import { SoftLink } from '@/components/layout/soft-link';

interface ArticleListProps {
  articles: Pick<Article, 'id' | 'title' | 'content' | 'publishedAt'>[];
  /** Where an item leads: `/help/content/{id}` by default. */
  hrefOf?: (id: string) => string;
  headingLevel?: 2 | 3;
  locale: Locale;
}

/** Titles with date and a plain-text excerpt (no HTML from the CMS reaches the list). */
export function ArticleList({ articles, hrefOf = (id) => `/help/content/${encodeURIComponent(id)}`, headingLevel = 2, locale }: ArticleListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.articles}>
      {articles.map((article) => (
        <li key={article.id} className={styles.article}>
          <Heading className={styles.articleTitle}>
            <SoftLink locale={locale} href={hrefOf(article.id)}>
              {article.title}
            </SoftLink>
          </Heading>
          <p className={styles.excerpt}>{toPlainText(article.content, 120)}</p>
          <time className={styles.date} dateTime={article.publishedAt}>
            {formatDate(article.publishedAt, 'YYYY-MM-DD')}
          </time>
        </li>
      ))}
    </ul>
  );
}
