import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { SiteSettings } from '@/lib/contract/wire';
import styles from './bare-shell.module.css';

interface BareShellProps {
  site: SiteSettings;
  homeHref: string;
  primaryColor: string;
  children: ReactNode;
}

/** The frame of the pages without header and footer (sign-in, register, extension submit). */
export async function BareShell({ site, homeHref, primaryColor, children }: BareShellProps) {
  const t = await getTranslations('auth');
  const name = site.displaySiteName || t('backHome');
  return (
    <div className={styles.shell} style={{ ['--site-primary' as string]: primaryColor }}>
      <header>
        <a className={styles.brand} href={homeHref}>
          {site.logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- per-host logo from the site configuration
            <img src={site.logo} alt={name} />
          ) : (
            <span>{name}</span>
          )}
        </a>
      </header>
      <main id="main-content" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
