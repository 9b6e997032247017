import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { HelpMenu } from '@/components/layout/help-menu';
import { readPageParams, type SiteParams } from '@/components/pages/page-params';
import { Container } from '@/components/ui/container';
import styles from '@/components/layout/help-layout.module.css';

interface HelpLayoutProps {
  children: ReactNode;
  params: Promise<SiteParams>;
}

/** The help layout (SPEC section 2): the default header and footer plus a left help menu. */
export default async function HelpLayout({ children, params }: HelpLayoutProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return (
    <Container className={styles.layout}>
      <aside className={styles.aside}>
        <HelpMenu site={site} locale={locale} />
      </aside>
      <div className={styles.content}>{children}</div>
    </Container>
  );
}
