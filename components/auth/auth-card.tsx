import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { getPathname } from '@/lib/i18n/localized-navigation';
import type { RouteKey } from '@/components/pages/page-params';
import { KeepQueryLink } from './keep-query-link';
import styles from './auth-card.module.css';

export interface AuthLink {
  /** Text before the link, a key of the `auth` namespace (e.g. "No account yet?"). */
  leadKey?: 'noAccount' | 'haveAccount';
  labelKey: 'toRegister' | 'toForgetPassword' | 'toLoginByCode' | 'toLogin' | 'toPasswordLogin';
  pathname: string;
}

interface AuthCardProps {
  locale: Locale;
  routeKey: RouteKey;
  links?: AuthLink[];
  wide?: boolean;
  children?: ReactNode;
}

/** A card with the page's h1 (`routes.<key>`), its purpose (`pages.<key>`), content and links. */
export async function AuthCard({ locale, routeKey, links = [], wide = false, children }: AuthCardProps) {
  const [routes, pages, t] = await Promise.all([getTranslations('routes'), getTranslations('pages'), getTranslations('auth')]);
  return (
    <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby="auth-title">
      <h1 id="auth-title" className={styles.title}>
        {routes(routeKey)}
      </h1>
      <p className={styles.intro}>{pages(routeKey)}</p>
      {children}
      {links.length > 0 ? (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.labelKey}>
              {link.leadKey ? `${t(link.leadKey)} ` : null}
              <KeepQueryLink href={getPathname({ href: link.pathname, locale })}>{t(link.labelKey)}</KeepQueryLink>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
