import type { ReactNode } from 'react';

/**
 * A link to a carrier's own tracking page, in a new tab without referrer or opener; `newTab` tells screen readers
 * where it goes (the arrow says it to the eye). Only https addresses are linked: anything else stays plain text.
 */
export function CarrierLink({ url, newTab, className, children }: { url: string | null | undefined; newTab: string; className?: string; children: ReactNode }) {
  if (!url?.startsWith('https://')) return <span className={className}>{children}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span aria-hidden> ↗</span> <span className="sr-only">({newTab})</span>
    </a>
  );
}
