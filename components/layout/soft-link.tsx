import type { AnchorHTMLAttributes } from 'react';
import type { Locale } from '@/lib/contract/constants';
import { localizeHref, type Href } from '@/lib/i18n/paths';

interface SoftLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path without the language prefix, or `{ pathname, query }`. */
  href: Href;
  /** The page's language. */
  locale: Locale;
}

/**
 * A link to one of the site's pages as a plain <a> with the language prefix, for server components: the
 * header's island follows it client-side and prefetches it on intent (`data-soft`, ./header-dom), so a
 * page need not load next/link for its links.
 */
export function SoftLink({ href, locale, ...anchor }: SoftLinkProps) {
  return <a {...anchor} href={localizeHref(href, locale)} data-soft="" />;
}
