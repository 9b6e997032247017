'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './plain-tabs.module.css';

interface PlainTab {
  key: string;
  label: string;
  content: ReactNode;
}

interface PlainTabsProps {
  tabs: readonly PlainTab[];
  /** The tab list's accessible name. */
  label: string;
  defaultKey?: string;
}

/**
 * Tabs with the WAI-ARIA pattern (tablist, tab, tabpanel; arrow keys, Home and End move and choose) and antd's
 * look, without antd. A panel is drawn the first time its tab is chosen and then kept (hidden), so what was typed
 * in it stays.
 */
export function PlainTabs({ tabs, label, defaultKey = tabs[0]?.key }: PlainTabsProps) {
  const id = useId();
  const [active, setActive] = useState(defaultKey);
  const [seen, setSeen] = useState(() => new Set([defaultKey]));
  const refs = useRef(new Map<string, HTMLButtonElement>());

  function choose(key: string, focus = false) {
    setActive(key);
    setSeen((current) => (current.has(key) ? current : new Set([...current, key])));
    if (focus) refs.current.get(key)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length];
    choose(next.key, true);
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(node) => {
              if (node) refs.current.set(tab.key, node);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) =>
        seen.has(tab.key) ? (
          <div
            key={tab.key}
            role="tabpanel"
            id={`${id}-panel-${tab.key}`}
            aria-labelledby={`${id}-tab-${tab.key}`}
            hidden={tab.key !== active}
            className={styles.panel}
          >
            {tab.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
