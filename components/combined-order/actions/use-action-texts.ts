'use client';

// Exports: useActionTexts, ActionTextKey.
import { useTranslations } from 'next-intl';

type CombinedOrderActionsT = ReturnType<typeof useTranslations<'combinedOrder.actions'>>;
export type ActionTextKey = Parameters<CombinedOrderActionsT>[0];
type Values = Parameters<CombinedOrderActionsT>[1];

/**
 * The texts of the action buttons: `combinedOrder.actions.<key>`, or `<copy>.<key>` when a `copy` namespace is
 * given and has the key (e.g. `transhipmentOrder.actions`: the same buttons naming a transhipment order). The copy
 * namespace needs only the keys it changes.
 */
export function useActionTexts(copy?: string) {
  const t = useTranslations('combinedOrder.actions');
  const all = useTranslations();
  return (key: ActionTextKey, values?: Values): string => {
    const own = copy ? (`${copy}.${key}` as Parameters<typeof all>[0]) : null;
    return own && all.has(own) ? all(own, values) : t(key, values);
  };
}
