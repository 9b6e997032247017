import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { buttonClassName } from '@/components/ui/button';
import styles from './status-page.module.css';

/**
 * "This page could not be found" (SPEC literal): in English as is; in Chinese the translation with
 * the English sentence under it. `inLayout`: inside the site layout, which has the page's <main>.
 */
export async function NotFoundView({ locale, inLayout = false }: { locale: Locale; inLayout?: boolean }) {
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: 'shell' }), getTranslations({ locale, namespace: 'common' })]);
  const Root = inLayout ? 'div' : 'main';
  return (
    <Root className={styles.page} {...(inLayout ? {} : { id: 'main-content' })}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('notFoundTitle')}</h1>
      {locale === 'en' ? null : (
        <p className={styles.subtitle} lang="en">
          {t('notFoundLiteral')}
        </p>
      )}
      <p className={styles.message}>{t('notFoundHint')}</p>
      <div className={styles.actions}>
        {/* A plain link: this view also renders outside the root layout, with no intl provider. */}
        <a href={locale === 'en' ? '/en' : '/'} className={buttonClassName('primary')}>
          {common('backHome')}
        </a>
      </div>
    </Root>
  );
}
