'use client';

import { useCallback, useEffect, useState } from 'react';
import { type HandOverGood, parseHandOver, type Rejected } from './hand-over';
import { clearInbox, mergeGoods, readInbox, writeInbox } from './inbox';

export interface InboxState {
  /** False until the browser has read the fragment and the stored inbox (the server render knows neither). */
  ready: boolean;
  goods: HandOverGood[];
  rejected: Rejected[];
  /** Goods left out because the inbox was full. */
  overflow: number;
  /** False when the browser refused to keep the goods (they are lost on leaving). */
  stored: boolean;
}

const EMPTY: InboxState = { ready: false, goods: [], rejected: [], overflow: 0, stored: true };

/**
 * The goods of the submit page: the fragment's hand-over (read once, then taken out of the address bar so
 * it stays in no history entry, bookmark or shared link) merged into the inbox kept in local storage. A
 * hand-over to the page already open (the same document: `hashchange`) is taken the same way.
 */
export function useHandOver() {
  const [state, setState] = useState<InboxState>(EMPTY);

  useEffect(() => {
    function receive() {
      const fragment = window.location.hash;
      const received = fragment ? parseHandOver(fragment) : { goods: [], rejected: [] };
      if (fragment) window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
      const { goods, overflow } = mergeGoods(readInbox(), received.goods);
      const stored = writeInbox(goods);
      setState({ ready: true, goods, rejected: received.rejected, overflow, stored });
    }
    receive();
    window.addEventListener('hashchange', receive);
    return () => window.removeEventListener('hashchange', receive);
  }, []);

  const setGoods = useCallback((goods: HandOverGood[]) => {
    const stored = writeInbox(goods);
    setState((current) => ({ ...current, goods, stored }));
  }, []);

  const clear = useCallback(() => {
    clearInbox();
    setState((current) => ({ ...current, goods: [], rejected: [], overflow: 0 }));
  }, []);

  return { ...state, setGoods, clear };
}
