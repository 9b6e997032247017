import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import type { ResolvedLink } from '@/lib/site/nav-links';
import { SoftLink } from './soft-link';

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
    return (
      <SoftLink href={link.href} locale={locale ?? ((await getLocale()) as Locale)} className={className}>
        {children}
      </SoftLink>
    );
  }
  return (
    <a href={link.href} className={className} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
