import type { ReactNode } from 'react';
import { Link, type Href } from '@/lib/i18n/navigation';
import { buttonClassName, type ButtonVariant } from './button';

export interface ButtonLink {
  href: Href;
  label: ReactNode;
  variant?: ButtonVariant;
  /** false: no prefetch (a link back to the page itself, without its query). */
  prefetch?: false;
}

/**
 * Links drawn as buttons, side by side: a page head's ways on, an empty list's. Null entries are left
 * out; `className` wraps them in a span.
 */
export function ButtonLinks({ links, className }: { links: (ButtonLink | null)[]; className?: string }) {
  const items = links
    .filter((link): link is ButtonLink => link !== null)
    .map(({ label, variant, ...link }, index) => (
      <Link key={index} {...link} className={buttonClassName(variant)}>
        {label}
      </Link>
    ));
  return className ? <span className={className}>{items}</span> : <>{items}</>;
}
