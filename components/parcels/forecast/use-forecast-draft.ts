'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { clearForecastDraft, loadForecastDraft, saveForecastDraft } from './forecast-draft';
import { emptyGoodsLine, type CardDefaults, type ForecastFormValues } from './forecast-values';

const SAVE_DELAY_MS = 500;

/**
 * Keeps the form in the draft: restored once after mount (a warehouse the member no longer has falls
 * back to the default), saved a moment after each change and when the page is left, and cleared on demand.
 */
export function useForecastDraft(
  form: { current(): ForecastFormValues; replace(values: ForecastFormValues): void },
  warehouseIds: readonly string[],
  defaults: CardDefaults,
) {
  const [restored, setRestored] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dirty = useRef(false);
  // The form as last rendered, read when saving (schedule, flush and discard stay the same functions).
  const source = useRef(form);
  useLayoutEffect(() => {
    source.current = form;
  });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (!dirty.current) return;
    dirty.current = false;
    saveForecastDraft(source.current.current());
  }, []);

  const schedule = useCallback(() => {
    dirty.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, SAVE_DELAY_MS);
  }, [flush]);

  /** Forgets the draft (after a submit, or "Clear draft"); the caller resets the form. */
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    dirty.current = false;
    clearForecastDraft();
    setRestored(false);
  }, []);

  useEffect(() => {
    const draft = loadForecastDraft();
    if (draft) {
      const known = new Set(warehouseIds);
      const parcels = draft.parcels.map((card) => ({
        ...card,
        warehouseId: card.warehouseId && known.has(card.warehouseId) ? card.warehouseId : defaults.warehouseId,
        goods: card.goods?.length ? card.goods : [emptyGoodsLine(defaults.currency)],
      }));
      source.current.replace({ parcels });
      // Restoring a saved draft after hydration: the notice says so and offers to clear it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRestored(true);
    }
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
    // Once per mount: the lists come from the server render and do not change under the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { restored, schedule, discard };
}
