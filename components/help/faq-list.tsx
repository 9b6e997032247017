import type { Locale } from '@/lib/contract/constants';
import { getLocale, getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { Faq } from '@/lib/contract/wire';
import styles from './help.module.css';
import { SoftLink } from '@/components/layout/soft-link';

interface FaqListProps {
  faqs: Faq[];
  query: string;
}

/** Group FAQ entries by their category, keeping the backend's order. */
export function groupFaqs(faqs: Faq[]): { category: string; items: Faq[] }[] {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) {
    const key = faq.category ?? '';
    groups.set(key, [...(groups.get(key) ?? []), faq]);
  }
  return [...groups.entries()].map(([category, items]) => ({ category, items }));
}

/** A GET search form (?q=, handled on the server) and <details> answers: no JavaScript needed. */
export async function FaqList({ faqs, query }: FaqListProps) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: 'helpCenter' });
  return (
    <>
      <form role="search" method="get" className={styles.search} action="">
        <label htmlFor="faq-q" className="sr-only">
          {t('faqSearchLabel')}
        </label>
        <input id="faq-q" name="q" type="search" defaultValue={query} maxLength={100} placeholder={t('faqSearchPlaceholder')} className={styles.searchInput} />
        <button type="submit" className={buttonClassName('primary')}>
          {t('faqSearch')}
        </button>
        {query ? (
          <SoftLink locale={locale} href="/help/faq-list" className={buttonClassName('default')}>
            {t('faqClear')}
          </SoftLink>
        ) : null}
      </form>
      {query ? (
        <p role="status" className={styles.meta}>
          {t('faqResults', { count: faqs.length, query })}
        </p>
      ) : null}
      {faqs.length === 0 ? (
        <EmptyState title={query ? t('faqNoMatch') : t('faqEmpty')} />
      ) : (
        groupFaqs(faqs).map((group) => (
          <section key={group.category} aria-label={group.category || t('faqTitle')}>
            {group.category ? <h2 className={styles.faqGroup}>{group.category}</h2> : null}
            {group.items.map((faq) => (
              <details key={faq.id} className={styles.faq} open={faqs.length === 1 || undefined}>
                <summary>{faq.question}</summary>
                <div className={styles.answer}>
                  <RichText html={faq.answer} />
                </div>
              </details>
            ))}
          </section>
        ))
      )}
    </>
  );
}
