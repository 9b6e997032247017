import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { helpCategoryHref } from '@/components/layout/help-categories';
import type { Locale } from '@/lib/contract/constants';
import { ArticleTemplate } from '@/lib/contract/enums';
import type { ArticleCategory } from '@/lib/contract/wire';
import { getArticle, getCategoryTree } from '@/lib/server-data/content';
import styles from './help.module.css';
import { SoftLink } from '@/components/layout/soft-link';

/**
 * The quick guide is the first root category of the ArticleDetail template (the help centre's own
 * page, SPEC page key QUICK_GUIDE); its showArticleId article is shown under the category overview.
 */
export function findQuickGuide(tree: ArticleCategory[]): ArticleCategory | null {
  return tree.find((c) => Number(c.categoryContentType) === ArticleTemplate.ArticleDetail && c.showArticleId) ?? null;
}

function CategoryCard({ category, locale }: { category: ArticleCategory; locale: Locale }) {
  const href = helpCategoryHref(category);
  const children = Array.isArray(category.children) ? category.children : [];
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>
        {href ? (
          <SoftLink locale={locale} href={href}>
            {category.displayName}
          </SoftLink>
        ) : (
          category.displayName
        )}
      </h3>
      {children.length > 0 ? (
        <ul className={styles.cardLinks}>
          {children.map((child) => {
            const childHref = helpCategoryHref(child);
            return (
              <li key={child.id}>
                {childHref ? (
                  <SoftLink locale={locale} href={childHref}>
                    {child.displayName}
                  </SoftLink>
                ) : (
                  child.displayName
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}

/** /help and /help/help-center: the categories overview and the quick-guide article. */
export async function HelpLanding({ site, locale }: { site: string; locale: Locale }) {
  const [t, common, tree] = await Promise.all([
    getTranslations({ locale, namespace: 'helpCenter' }),
    getTranslations({ locale, namespace: 'common' }),
    getCategoryTree(site, locale),
  ]);
  if (!tree.ok) return <EmptyState role="alert" title={common('loadFailed')} retryLabel={common('retry')} />;
  const guideCategory = findQuickGuide(tree.data);
  const guideRead = guideCategory?.showArticleId ? await getArticle(site, locale, guideCategory.showArticleId) : null;
  const guide = guideRead?.ok ? guideRead.data : null;
  return (
    <>
      <PageTitle subtitle={t('intro')}>{t('title')}</PageTitle>
      <section className={styles.section} aria-labelledby="help-categories">
        <h2 id="help-categories" className={styles.sectionTitle}>
          {t('categories')}
        </h2>
        {tree.data.length ? (
          <ul className={styles.cards}>
            {tree.data.map((category) => (
              <CategoryCard key={category.id} category={category} locale={locale} />
            ))}
          </ul>
        ) : (
          <EmptyState title={t('noCategories')} />
        )}
      </section>
      {guide ? (
        <section className={styles.section} aria-labelledby="quick-guide">
          <h2 id="quick-guide" className={styles.sectionTitle}>
            {guide.title}
          </h2>
          <RichText html={guide.content} />
        </section>
      ) : null}
    </>
  );
}
