import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { ResolvedLink } from '@/lib/site/nav-links';

interface NavLinkProps {
  link: ResolvedLink;
  className?: string;
  children: ReactNode;
}

/** A resolved navigation link: internal ones through the locale-aware Link, external ones as <a>. */
export function NavLink({ link, className, children }: NavLinkProps) {
  if (link.kind === 'internal') {
    return (
      <Link href={link.href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
