import { getTranslations } from 'next-intl/server';
import { listHref } from '@/components/ui/list/list-query';
import { type PagerPosition, PagerView } from '@/components/ui/list/pager-view';

interface GoodsPagerPreviewProps extends PagerPosition {
  /** The list's path and query: each link keeps the rest. */
  pathname: string;
  search: string;
}

/**
 * The kit's pager (components/ui/list/table-pagination.tsx) as the server draws it, until the pager's island
 * has loaded (./goods-islands.tsx): the same elements and plain links, which work without script too.
 */
export async function GoodsPagerPreview({ pathname, search, ...position }: GoodsPagerPreviewProps) {
  const t = await getTranslations('list');
  return (
    <PagerView
      {...position}
      t={t}
      renderLink={({ target, label, current, className, children }) => (
        <a href={listHref(pathname, search, { page: target })} aria-label={label} aria-current={current ? 'page' : undefined} className={className}>
          {children}
        </a>
      )}
    />
  );
}
