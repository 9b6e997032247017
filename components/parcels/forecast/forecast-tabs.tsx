'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Loading } from '@/components/ui/load-state';
import styles from './forecast-tabs.module.css';

export type ForecastTab = 'forecast' | 'import';

const TABS: readonly ForecastTab[] = ['forecast', 'import'];

function ImportLoading() {
  const t = useTranslations('forecast.import');
  return <Loading label={t('loading')} />;
}

/** The import (upload, preview tables) is loaded only once its tab is shown: not in the page's first load. */
const ImportPanel = dynamic(() => import('../import/import-panel').then((m) => m.ImportPanel), {
  ssr: false,
  loading: ImportLoading,
});

/**
 * The forecast form and the bulk import as tabs (WAI-ARIA tabs: arrow keys, Home and End move between
 * them); the URL names the tab (`?tab=import`) so it can be linked. Switching only rewrites the address:
 * the server's lists stay as they are, and a tab once shown stays mounted (the form keeps what was typed).
 */
export function ForecastTabs({ initial, form }: { initial: ForecastTab; form: ReactNode }) {
  const t = useTranslations('forecast');
  const [active, setActive] = useState<ForecastTab>(initial);
  const [importShown, setImportShown] = useState(initial === 'import');
  const tabs = useRef<Partial<Record<ForecastTab, HTMLButtonElement | null>>>({});

  function select(tab: ForecastTab, focus = false) {
    setActive(tab);
    if (tab === 'import') setImportShown(true);
    if (focus) tabs.current[tab]?.focus();
    const url = new URL(window.location.href);
    if (tab === 'import') url.searchParams.set('tab', 'import');
    else url.searchParams.delete('tab');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.indexOf(active);
    const next = {
      ArrowRight: TABS[(index + 1) % TABS.length],
      ArrowLeft: TABS[(index - 1 + TABS.length) % TABS.length],
      Home: TABS[0],
      End: TABS[TABS.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    select(next, true);
  }

  const label = (tab: ForecastTab) => (tab === 'import' ? t('tabImport') : t('tabForecast'));
  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.list} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(node) => {
              tabs.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={`forecast-tab-${tab}`}
            aria-controls={`forecast-panel-${tab}`}
            aria-selected={active === tab}
            tabIndex={active === tab ? 0 : -1}
            className={styles.tab}
            onClick={() => select(tab)}
          >
            {label(tab)}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div key={tab} role="tabpanel" id={`forecast-panel-${tab}`} aria-labelledby={`forecast-tab-${tab}`} hidden={active !== tab}>
          {tab === 'forecast' ? form : importShown ? <ImportPanel /> : null}
        </div>
      ))}
    </div>
  );
}
