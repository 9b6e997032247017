import type { ReactNode } from 'react';
import { SoftLink } from '@/components/layout/soft-link';
import type { Locale } from '@/lib/contract/constants';
import type { Href } from '@/lib/i18n/paths';
import { buttonClassName, type ButtonVariant } from './button';

export interface ButtonLink {
  href: Href;
  label: ReactNode;
  variant?: ButtonVariant;
}

/**
 * Links drawn as buttons, side by side: a page head's ways on, an empty list's. Null entries are left
 * out; `className` wraps them in a span. Plain links the header's island follows client-side
 * (../layout/soft-link): a page showing them loads no next/link for them.
 */
export function ButtonLinks({ links, locale, className }: { links: (ButtonLink | null)[]; locale: Locale; className?: string }) {
  const items = links
    .filter((link): link is ButtonLink => link !== null)
    .map(({ label, variant, href }, index) => (
      <SoftLink key={index} href={href} locale={locale} className={buttonClassName(variant)}>
        {label}
      </SoftLink>
    ));
  return className ? <span className={className}>{items}</span> : <>{items}</>;
}
