import type { ReactNode } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/lib/i18n/navigation';

export interface ListEmptyProps {
  /** The toolbar narrows the list: say that nothing matches and offer to clear the filters. */
  filtered: boolean;
  title: ReactNode;
  filteredTitle: ReactNode;
  description?: ReactNode;
  /** What to do when there is nothing at all (e.g. "Top up" → /user/recharge). */
  action?: { href: string; label: string };
  /** The list without filters. */
  clear: { href: string; label: string };
}

/** The empty state of a records list, with a useful link. */
export function ListEmpty({ filtered, title, filteredTitle, description, action, clear }: ListEmptyProps) {
  const link = filtered ? clear : action;
  return (
    <EmptyState
      title={filtered ? filteredTitle : title}
      description={filtered ? undefined : description}
      action={
        link ? (
          <Link href={link.href} className={buttonClassName(filtered ? 'default' : 'primary')}>
            {link.label}
          </Link>
        ) : undefined
      }
    />
  );
}
