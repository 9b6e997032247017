import { listHref } from './list-query';
import styles from './status-tabs.module.css';

/** One status of an enumeration (lib/contract/enums) with the catalog key of its label. */
export interface StatusDefinition {
  value: number | string;
  labelKey: string;
}

/** One entry of a status-group count call (`POST /u/ship-for-me/…/status-group`, `GET /user/statusGroupItems`). */
export interface StatusCount {
  status: number | string;
  count: number;
}

interface StatusTabsProps {
  definitions: readonly StatusDefinition[];
  /** The status-group call's counts, shown on the tabs (none: tabs without counts). */
  counts?: readonly StatusCount[];
  /** The `status` URL parameter as read by readListState (null = all). */
  current: string | null;
  /** The list's path and current query: each tab keeps the other parameters and goes back to page 1. */
  pathname: string;
  search: string;
  /** Translates a label key (getTranslations of the definitions' namespace). */
  label: (key: string) => string;
  allLabel: string;
  navLabel: string;
}

/**
 * Status tabs above a list: "all" and one tab per status, with its count when there are counts. Plain links
 * (server-rendered, work without JavaScript; `data-soft`: the header island follows them client-side, so a page
 * showing them loads no next/link); the active tab is the URL's `status` and carries aria-current.
 */
export function StatusTabs({ definitions, counts, current, pathname, search, label, allLabel, navLabel }: StatusTabsProps) {
  const countOf = (value: number | string) => counts?.find((c) => String(c.status) === String(value))?.count ?? 0;
  const tabs = [
    { key: 'all', status: null, text: allLabel, count: counts?.reduce((sum, c) => sum + c.count, 0) },
    ...definitions.map((d) => ({ key: String(d.value), status: String(d.value), text: label(d.labelKey), count: counts && countOf(d.value) })),
  ];
  return (
    <nav aria-label={navLabel} className={styles.tabs}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            {/* `pathname` already carries the language prefix: a plain soft link, not SoftLink (which adds it). */}
            <a
              href={listHref(pathname, search, { status: tab.status })}
              data-soft=""
              className={styles.tab}
              aria-current={tab.status === current ? 'page' : undefined}
              data-status={tab.key}
            >
              {tab.text}
              {tab.count === undefined ? null : <span className={styles.count}>{tab.count}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
