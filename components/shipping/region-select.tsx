'use client';

import { useEffect, useState } from 'react';
import type { RegionOption } from '@/lib/server-data/shipping';
import { type RegionSelectViewProps, RegionSelectView } from './region-select-view';

export interface RegionSelectProps extends Omit<RegionSelectViewProps, 'loading'> {
  /** The country the server drew `regions` for. */
  country: string;
}

/**
 * The calculator's region list, filled as soon as a country is chosen (GET /api/u/region: public
 * reference data). The server renders it with the regions of the submitted country, and without
 * JavaScript the form's "load regions" button reloads it, so the form keeps working. Loaded while the page
 * hydrates (./shipping-islands.tsx).
 */
export default function RegionSelect({ countryId, country, regions: initial, defaultValue, ...view }: RegionSelectProps) {
  const [loaded, setLoaded] = useState({ country, regions: initial, loading: false });

  useEffect(() => {
    const select = document.getElementById(countryId) as HTMLSelectElement | null;
    if (!select) return;
    let request: AbortController | null = null;
    async function load() {
      const code = select!.value;
      request?.abort();
      // The previous country's regions go at once: nothing stale can be picked while the new ones load.
      setLoaded({ country: code, regions: [], loading: Boolean(code) });
      if (!code) return;
      request = new AbortController();
      try {
        const lang = document.documentElement.lang || 'zh-Hans';
        const res = await fetch(`/api/u/region?countryCode=${encodeURIComponent(code)}`, {
          signal: request.signal,
          headers: { accept: 'application/json', 'accept-language': lang },
        });
        const body = res.ok ? ((await res.json()) as { items?: RegionOption[] }) : {};
        setLoaded({ country: code, regions: (body.items ?? []).map(({ id, name }) => ({ id, name })), loading: false });
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setLoaded({ country: code, regions: [], loading: false });
      }
    }
    select.addEventListener('change', load);
    // A country chosen before the page came alive (the server rendered another one's regions).
    if (select.value !== country) void load();
    return () => {
      select.removeEventListener('change', load);
      request?.abort();
    };
  }, [countryId, country]);

  return (
    <RegionSelectView
      {...view}
      key={loaded.country}
      countryId={countryId}
      regions={loaded.regions}
      defaultValue={loaded.country === country ? defaultValue : ''}
      loading={loaded.loading}
    />
  );
}
