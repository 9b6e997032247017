import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { Container } from '@/components/ui/container';
import { ReloadButton } from '@/components/ui/reload-button';
import styles from './degraded-notice.module.css';

/**
 * Shown above the page when the site's own configuration could not be read (the backend is down, slow
 * or broken): the page renders with the default look and without what failed, and says so with a retry that
 * loads the page again.
 */
export async function DegradedNotice({ locale }: { locale: Locale }) {
  const [shell, common] = await Promise.all([getTranslations({ locale, namespace: 'shell' }), getTranslations({ locale, namespace: 'common' })]);
  return (
    <Container className={styles.frame}>
      <div role="alert" className={styles.notice} data-testid="degraded-notice">
        <p>{shell('degraded')}</p>
        <ReloadButton label={common('retry')} variant="default" />
      </div>
    </Container>
  );
}
