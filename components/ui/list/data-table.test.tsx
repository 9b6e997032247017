import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { Key } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { DataTable, type DataColumn, type RowSelection } from './data-table';
import { readListState } from './list-query';
import { pageItems } from './page-numbers';
import styles from './data-table.module.css';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() };
let search = new URLSearchParams();
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/en/l',
  useSearchParams: () => search,
}));

interface Row {
  id: string;
  name: string;
  locked?: boolean;
}

const columns: DataColumn<Row>[] = [
  { key: 'name', title: 'Name', sorter: true, dataIndex: 'name' },
  { key: 'createdAt', title: 'Created', sorter: true, responsive: ['md'], render: () => '2026-01-01' },
  { key: 'note', title: 'Note', align: 'right', render: (_, row) => `note ${row.id}` },
];
const rows: Row[] = [
  { id: 'a', name: 'Amy' },
  { id: 'b', name: 'Bob' },
  { id: 'c', name: 'Cid', locked: true },
];

function show(query: string, props: { items?: Row[]; total?: number; rowSelection?: RowSelection<Row> } = {}) {
  search = new URLSearchParams(query);
  const state = readListState(search, { sortable: ['name', 'createdAt'] });
  return render(
    <NextIntlClientProvider locale="en" messages={{ list: en.list }}>
      <DataTable<Row>
        rowKey="id"
        caption="People"
        columns={columns}
        items={props.items ?? rows}
        total={props.total ?? rows.length}
        state={state}
        emptyText={<p>Nobody yet</p>}
        rowSelection={props.rowSelection}
        onRow={(row) => ({ 'data-testid': 'row', 'data-locked': Boolean(row.locked) })}
      />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe('DataTable', () => {
  it('is a captioned table with column headers and one row per item', () => {
    show('');
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Created', 'Note']);
    expect(screen.getAllByTestId('row')).toHaveLength(3);
    expect(screen.getAllByTestId('row')[2]).toHaveAttribute('data-locked', 'true');
    expect(screen.getByText('Cid')).toBeInTheDocument();
    expect(screen.getByText('note a')).toHaveClass(styles.alignRight);
    expect(screen.getByRole('columnheader', { name: 'Created' }).className).toMatch(/fromMd/);
  });

  it('marks the sorted column with aria-sort and cycles ascending, descending, none (a replace, back to page 1)', () => {
    show('sort=name.asc&page=3&q=x', { total: 100 });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Created' })).not.toHaveAttribute('aria-sort');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(router.replace).toHaveBeenLastCalledWith('/en/l?sort=name.desc&q=x', { scroll: false });
    fireEvent.click(screen.getByRole('button', { name: 'Created' }));
    expect(router.replace).toHaveBeenLastCalledWith('/en/l?sort=createdAt.asc&q=x', { scroll: false });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('drops the sort after descending', () => {
    show('sort=name.desc');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(router.replace).toHaveBeenLastCalledWith('/en/l', { scroll: false });
  });

  it('pages with real links: previous, numbers with gaps, next, the total, and the page size (a replace)', () => {
    show('page=5&pageSize=10&sort=name.asc', { total: 95 });
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('95 in all')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/l?page=4&pageSize=10&sort=name.asc');
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/en/l?page=6&pageSize=10&sort=name.asc');
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/en/l?pageSize=10&sort=name.asc');
    expect(within(pager).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(pager)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['', '1', '2', '3', '4', '5', '6', '7', '10', '']);
    fireEvent.change(within(pager).getByRole('combobox', { name: 'Rows per page' }), { target: { value: '50' } });
    expect(router.replace).toHaveBeenLastCalledWith('/en/l?pageSize=50&sort=name.asc', { scroll: false });
  });

  it('disables previous on the first page and offers no page size for one size of rows', () => {
    show('', { total: 3 });
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Previous page' })).not.toHaveAttribute('href');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('3 in all')).toBeInTheDocument();
  });

  it('shows the empty text and no pager when there are no rows', () => {
    show('', { items: [], total: 0 });
    expect(screen.getByText('Nobody yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('goes to the last page with rows from a page past the end (busy meanwhile)', () => {
    show('page=4', { items: [], total: 25 });
    expect(router.replace).toHaveBeenCalledWith('/en/l?page=2');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Nobody yet')).not.toBeInTheDocument();
  });
});

describe('DataTable row selection', () => {
  const selection = (selectedRowKeys: Key[], onChange = vi.fn()): RowSelection<Row> => ({
    selectedRowKeys,
    onChange,
    getCheckboxProps: (row) =>
      row.locked ? { disabled: true, reason: 'Locked', 'aria-label': `${row.name} cannot be selected: Locked` } : { 'aria-label': `Select ${row.name}` },
  });

  it('labels each row checkbox; a disabled row says why', () => {
    show('', { rowSelection: selection(['b']) });
    expect(screen.getByRole('checkbox', { name: 'Select Amy' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Bob' })).toBeChecked();
    const locked = screen.getByRole('checkbox', { name: 'Cid cannot be selected: Locked' });
    expect(locked).toBeDisabled();
    expect(locked.parentElement).toHaveAttribute('title', 'Locked');
  });

  it('checks a row, keeping the keys of other pages', () => {
    const onChange = vi.fn();
    show('', { rowSelection: selection(['z'], onChange) });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Amy' }));
    expect(onChange).toHaveBeenLastCalledWith(['z', 'a'], [rows[0]]);
  });

  it('selects all enabled rows of the page, shows a mixed state, and clears the page', () => {
    const onChange = vi.fn();
    const { unmount } = show('', { rowSelection: selection(['z', 'a'], onChange) });
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith(['z', 'a', 'b'], [rows[0], rows[1]]);
    unmount();

    show('', { rowSelection: selection(['a', 'b', 'z'], onChange) });
    const full = screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement;
    expect(full).toBeChecked();
    expect(full.indeterminate).toBe(false);
    fireEvent.click(full);
    expect(onChange).toHaveBeenLastCalledWith(['z'], []);
  });

  it('makes each row a phone card: labelled cells, responsive columns one tap away behind Details', () => {
    show('');
    const [first] = screen.getAllByTestId('row');
    const cells = within(first).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label') ?? undefined)).toEqual(['Name', 'Created', 'Note', undefined]);
    expect(cells[1]).toHaveClass(styles.phoneDetail);
    expect(cells[0]).not.toHaveClass(styles.phoneDetail);
    const toggle = within(first).getByRole('button', { name: 'Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(first).toHaveClass(styles.open);
    expect(within(first).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByTestId('row')[1]).not.toHaveClass(styles.open);
  });

  it('tints selected rows', () => {
    show('', { rowSelection: selection(['a']) });
    expect(screen.getAllByTestId('row')[0].className).toMatch(/selected/);
    expect(screen.getAllByTestId('row')[1].className).not.toMatch(/selected/);
  });
});

describe('pageItems', () => {
  it('lists every page up to 9, else the ends and the current ± 2 with gaps', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-before', 16, 17, 18, 19, 20]);
    expect(pageItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-after', 20]);
  });
});
