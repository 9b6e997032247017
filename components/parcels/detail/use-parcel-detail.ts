'use client';

import { useCallback, useEffect, useState } from 'react';
import { getParcel, getParcelActionLogs, type ParcelActionLog, type ParcelDetail } from '@/lib/api/parcels';
import { browser } from '@/lib/api/browser';
import { type ApiClient, statusOf } from '@/lib/api/client';

/** The browser client without its toasts: the drawer shows a missing or failed parcel itself. */
const quiet: ApiClient = {
  get: (path, options) => browser.get(path, { ...options, silent: true }),
  post: (path, body, options) => browser.post(path, body, { ...options, silent: true }),
  put: (path, body, options) => browser.put(path, body, { ...options, silent: true }),
  delete: (path, options) => browser.delete(path, { ...options, silent: true }),
};

export type DetailState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; parcel: ParcelDetail; logs: ParcelActionLog[] };

/** 404/400 is "missing" (another member's id answers 404 too); any other failure "failed". */
async function readDetail(id: string): Promise<DetailState> {
  try {
    const [parcel, logs] = await Promise.all([getParcel(id, quiet), getParcelActionLogs(id, quiet)]);
    return { kind: 'ready', parcel, logs: logs.items ?? [] };
  } catch (error) {
    const status = statusOf(error);
    return status === 404 || status === 400 ? { kind: 'missing' } : { kind: 'failed' };
  }
}

/**
 * A parcel and its history, read in the browser when the drawer opens (the list page's server render
 * stays the list and the counts). `reload` reads again after a save, keeping the old content on screen
 * meanwhile; `retry` starts over with the loading state.
 */
export function useParcelDetail(id: string) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: DetailState } | null>(null);
  const key = `${id}#${attempt}`;

  useEffect(() => {
    let live = true;
    void readDetail(id).then((state) => live && setResult({ key: `${id}#${attempt}`, state }));
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const reload = useCallback(async () => {
    const state = await readDetail(id);
    setResult({ key, state });
  }, [id, key]);

  const state: DetailState = result?.key === key ? result.state : { kind: 'loading' };
  return { state, reload, retry: () => setAttempt((n) => n + 1) };
}
