// The wallet records' URL state (?tab=&days=&from=&to=&kind=&status=&keyword=&page=&pageSize=) and its
// mapping to the RecordFilter of SPEC section 7 "Funds" (transaction-record list and export). Pure: the
// server page reads the list with it, the client writes the URL and exports with the same filter.
import { DEFAULT_WALLET_TAB, RECORD_DAY_PRESETS, TRANSACTION_KINDS, WALLET_TABS, type TransactionKind, type WalletTab } from '@/lib/contract/money-rules';
import type { RecordFilter } from '@/lib/api/funds';
import {
  dateRangeOf,
  hasSetValue,
  listHref,
  listRequestOf,
  readListState,
  withSetValues,
  type ListOptions,
  type ListState,
  type SearchParams,
} from '@/components/ui/list/list-query';

/** The URL parameters of the records (page, pageSize and status are the list kit's). */
export const RECORD_PARAMS = { tab: 'tab', days: 'days', from: 'from', to: 'to', kind: 'kind', keyword: 'keyword' } as const;

/** PaymentStatus values (SPEC section 3): PendingPayment 1, Successfully 2, Closed 3, PendingAudit 4. */
export const RECORD_STATUSES = ['1', '2', '3', '4'] as const;

export const WALLET_RECORDS_LIST: ListOptions = {
  statuses: RECORD_STATUSES,
  filters: Object.values(RECORD_PARAMS),
};

/** A tab the wallet knows (the store has the same check; this module stays free of the store for the server). */
const isWalletTab = (value: unknown): value is WalletTab => typeof value === 'string' && Object.prototype.hasOwnProperty.call(WALLET_TABS, value);

export type DayPreset = (typeof RECORD_DAY_PRESETS)[number];

/**
 * Date-only bounds are days of the warehouses' time, UTC+8 (server/kernel/list.ts), so "today"
 * of a preset is taken there too, whatever the zone of the server or the browser.
 */
export const SITE_UTC_OFFSET_HOURS = 8;
const DAY_MS = 86_400_000;

export interface RecordSearch {
  /** A preset of the last N days (today included); wins over from/to. */
  days: DayPreset | null;
  /** A custom range, both days included; null = open. */
  from: string | null;
  to: string | null;
  /** One kind of the tab; null = every kind of it. */
  kind: TransactionKind | null;
  status: number | null;
  /** A record or document number (prefix). */
  keyword: string;
}

export const EMPTY_SEARCH: RecordSearch = { days: null, from: null, to: null, kind: null, status: null, keyword: '' };

/** The tab the URL names, or null when it names none (the store may restore one then). */
export function walletTabOf(state: Pick<ListState, 'filters'>): WalletTab | null {
  const tab = state.filters[RECORD_PARAMS.tab];
  return isWalletTab(tab) ? tab : null;
}

/** The href of a tab: `?tab=` always written (even `all`, so the URL names it and the store does not
 *  restore another); the kind is dropped (it may not be in the new tab), the search kept, page 1. */
export function tabHref(pathname: string, search: string, tab: WalletTab): string {
  return listHref(pathname, search, { filters: { [RECORD_PARAMS.tab]: tab, [RECORD_PARAMS.kind]: null } });
}

/** The kinds a tab lists (the kind select offers these). */
export function kindsOfTab(tab: WalletTab): readonly TransactionKind[] {
  return WALLET_TABS[tab];
}

function dayPresetOf(text: string | undefined): DayPreset | null {
  const days = Number(text);
  return (RECORD_DAY_PRESETS as readonly number[]).includes(days) ? (days as DayPreset) : null;
}

/** The search as the URL names it: unknown values are dropped, a kind outside the tab too, a reversed range is put in order. */
export function recordSearchOf(state: Pick<ListState, 'filters' | 'status'>, tab: WalletTab): RecordSearch {
  const days = dayPresetOf(state.filters[RECORD_PARAMS.days]);
  const { from, to } = days ? { from: null, to: null } : dateRangeOf(state.filters[RECORD_PARAMS.from], state.filters[RECORD_PARAMS.to]);
  const kind = state.filters[RECORD_PARAMS.kind] as TransactionKind | undefined;
  return {
    days,
    from,
    to,
    kind: kind && (TRANSACTION_KINDS as readonly string[]).includes(kind) && kindsOfTab(tab).includes(kind) ? kind : null,
    status: state.status ? Number(state.status) : null,
    keyword: (state.filters[RECORD_PARAMS.keyword] ?? '').trim().toUpperCase().slice(0, 64),
  };
}

/** A day of the site's calendar (YYYY-MM-DD), `offsetDays` from the day `now` falls on there. */
export function siteDay(now: Date, offsetDays = 0): string {
  return new Date(now.getTime() + SITE_UTC_OFFSET_HOURS * 3_600_000 + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

/** The date bounds of a search: a preset of N days runs from N-1 days ago to today. */
export function dateBoundsOf(search: { days: number | null; from: string | null; to: string | null }, now: Date): { from: string | null; to: string | null } {
  if (search.days) return { from: siteDay(now, 1 - search.days), to: siteDay(now) };
  return { from: search.from, to: search.to };
}

/** The filter of a tab and search, without paging: the list adds its page, the export sends it as it is. */
export function recordFilterOf(tab: WalletTab, search: RecordSearch, now: Date): RecordFilter {
  return withSetValues<RecordFilter>({ tab }, { ...dateBoundsOf(search, now), kind: search.kind, status: search.status, keyword: search.keyword });
}

/**
 * The records of the wallet page's URL: the list state, the tab the URL names (null: none, the store may
 * restore one), the tab shown, the search and its filter.
 */
export function readWalletQuery(search: SearchParams, now: Date) {
  const state = readListState(search, WALLET_RECORDS_LIST);
  const urlTab = walletTabOf(state);
  const tab = urlTab ?? DEFAULT_WALLET_TAB;
  const recordSearch = recordSearchOf(state, tab);
  return { state, urlTab, tab, search: recordSearch, filter: recordFilterOf(tab, recordSearch, now) };
}

export type WalletQuery = ReturnType<typeof readWalletQuery>;

/** The list call of a URL state: paging plus the records' filter. */
export function recordListRequest(state: ListState, filter: RecordFilter): RecordFilter {
  const { maxResultCount, skipCount } = listRequestOf(state);
  return { ...filter, maxResultCount, skipCount };
}

/** The URL filters of a search (empty values leave the URL; the tab stays as it is). */
export function filtersOfSearch(search: RecordSearch): { filters: Record<string, string | null>; status: string | null } {
  return {
    filters: {
      [RECORD_PARAMS.days]: search.days ? String(search.days) : null,
      [RECORD_PARAMS.from]: search.days ? null : search.from,
      [RECORD_PARAMS.to]: search.days ? null : search.to,
      [RECORD_PARAMS.kind]: search.kind,
      [RECORD_PARAMS.keyword]: search.keyword.trim().toUpperCase() || null,
    },
    status: search.status === null ? null : String(search.status),
  };
}

/** Whether the search narrows the tab (the empty table then says "nothing matches"). */
export const isSearchNarrowed = (search: RecordSearch): boolean => hasSetValue(search);

/** `wallet-records-YYYYMMDD.xlsx` of the day the export is made (the reader's calendar). */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `wallet-records-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}.xlsx`;
}

export { DEFAULT_WALLET_TAB };
