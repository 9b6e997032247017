import type { ReactNode } from 'react';
import type { TablePage } from '@/components/ui/list/data-table';
import { PickedIntlProvider } from '@/components/ui/picked-intl-provider';
import { ListEmpty, type ListEmptyProps } from './list-empty';
import { RECORDS_CLIENT_MESSAGES, type recordsContext } from './records-context';
import { RecordsFrame, type RecordsFrameProps } from './records-frame';
import type { Loaded } from '@/lib/server-data/loaded';
import { isFiltered, type RecordSearch } from './records-query';
import { RecordsToolbar, type RecordsToolbarProps } from './records-toolbar';

interface RecordsListShellProps<Row> {
  ctx: Awaited<ReturnType<typeof recordsContext>>;
  frame: Omit<RecordsFrameProps, 'children'>;
  /** The filters the URL holds now. */
  values: RecordSearch;
  toolbar?: Pick<RecordsToolbarProps, 'selects' | 'dates' | 'keyword'>;
  list: Loaded<{ items?: Row[] | null; totalCount?: number | null }>;
  /** The empty state without filters, and where "clear the filters" leads. */
  empty: Pick<ListEmptyProps, 'title' | 'description' | 'action'> & { clearHref: string };
  table: (page: Pick<TablePage<Row>, 'items' | 'total' | 'emptyText'>) => ReactNode;
}

/**
 * A records list page: the frame, the filters from the URL, then the table (or the failure notice when the
 * backend did not answer), with the empty state that says whether the filters or the account are empty.
 */
export function RecordsListShell<Row>({ ctx, frame, values, toolbar, list, empty, table }: RecordsListShellProps<Row>) {
  const { t } = ctx;
  const { clearHref, ...emptyState } = empty;
  return (
    <RecordsFrame {...frame}>
      <PickedIntlProvider paths={RECORDS_CLIENT_MESSAGES}>
        <RecordsToolbar key={JSON.stringify(values)} label={t('toolbar.label')} initial={values} {...toolbar} />
        {list.ok
          ? table({
              items: list.data.items ?? [],
              total: list.data.totalCount ?? 0,
              emptyText: (
                <ListEmpty
                  filtered={isFiltered(values)}
                  filteredTitle={t('emptyFiltered')}
                  clear={{ href: clearHref, label: t('clearFilters') }}
                  {...emptyState}
                />
              ),
            })
          : ctx.failed}
      </PickedIntlProvider>
    </RecordsFrame>
  );
}
