import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { localizeHref } from '@/lib/i18n/paths';
import type { ResolvedLink } from '@/lib/site/nav-links';

interface NavLinkProps {
  link: ResolvedLink;
  /** The page's language (else the request's, from setRequestLocale). */
  locale?: Locale;
  className?: string;
  children: ReactNode;
}

/**
 * A resolved navigation link as a plain <a> (no next/link on every page): internal ones get the
 * language prefix and are followed client-side by the header's island (`data-soft`, ./header-dom).
 */
export async function NavLink({ link, locale, className, children }: NavLinkProps) {
  if (link.kind === 'internal') {
    const href = localizeHref(link.href, locale ?? ((await getLocale()) as Locale));
    return (
      <a href={href} className={className} data-soft="">
        {children}
      </a>
    );
  }
  return (
    <a href={link.href} className={className} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
