'use client';

import { useState, type ReactNode } from 'react';
import { Tabs } from 'antd';
import { useTranslations } from 'next-intl';

export type ForecastTab = 'forecast' | 'import';

/**
 * The forecast form and the bulk import as tabs; the URL names the tab (`?tab=import`) so it can be
 * linked. Switching only rewrites the address: the server's lists stay as they are.
 */
export function ForecastTabs({
  initial,
  form,
  importPanel,
}: {
  initial: ForecastTab;
  form: ReactNode;
  importPanel: ReactNode;
}) {
  const t = useTranslations('forecast');
  const [active, setActive] = useState<ForecastTab>(initial);

  function select(key: string) {
    const tab: ForecastTab = key === 'import' ? 'import' : 'forecast';
    setActive(tab);
    const url = new URL(window.location.href);
    if (tab === 'import') url.searchParams.set('tab', 'import');
    else url.searchParams.delete('tab');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
  }

  return (
    <Tabs
      activeKey={active}
      onChange={select}
      items={[
        { key: 'forecast', label: t('tabForecast'), children: form },
        { key: 'import', label: t('tabImport'), children: importPanel },
      ]}
    />
  );
}
