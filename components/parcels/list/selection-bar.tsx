'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { selectToSubmit } from '@/lib/api/parcels';
import { failureMessage } from '@/lib/api/failure-message';
import { showErrorToast } from '@/lib/api/feedback';
import { formatNumber } from '@/lib/format/display';
import { useRouter } from '@/lib/i18n/navigation';
import { PlainButton } from '@/components/ui/form/plain-button';
import { Money } from '@/components/ui/money';
import type { ParcelRow } from './parcel-row';
import { selectionTotals, symbolFor, type SiteCurrency } from './parcel-values';
import { StickyBar } from '@/components/ui/list/sticky-bar';

/** The next step of a waybill (built by the waybills issue). */
const SUBMIT_COMBINED_ORDER = '/user/submit-tranship-order';

/**
 * The sticky bar under the list while parcels are selected: count, weight and declared value, and
 * "Submit waybill" (the backend records the selection, then the waybill page takes over).
 */
export function SelectionBar({ selected, currency, onClear }: { selected: ParcelRow[]; currency: SiteCurrency; onClear: () => void }) {
  const t = useTranslations('parcels');
  const te = useTranslations('errors');
  const router = useRouter();
  const [working, setWorking] = useState(false);
  if (!selected.length) return null;
  const totals = selectionTotals(selected);

  async function submit() {
    setWorking(true);
    try {
      await selectToSubmit(selected.map((parcel) => parcel.id));
      router.push(SUBMIT_COMBINED_ORDER);
    } catch (error) {
      showErrorToast(failureMessage(error, { network: te('requestMsg'), fallback: te('submitFailed') }));
      setWorking(false);
    }
  }

  return (
    <StickyBar
      label={t('selection.label')}
      testId="selection-bar"
      summary={
        <>
          <strong>{t('selection.count', { count: totals.count })}</strong>
          <span>{t('selection.weight', { weight: formatNumber(totals.weight, 2) })}</span>
          <span>
            {t('selection.value')}{' '}
            {totals.values.map((line, i) => (
              <span key={line.currency}>
                {i ? ' + ' : null}
                <Money value={line.amount} symbol={symbolFor(line.currency, currency)} />
              </span>
            ))}
          </span>
        </>
      }
      actions={
        <>
          <PlainButton onClick={onClear} disabled={working}>
            {t('selection.clear')}
          </PlainButton>
          <PlainButton variant="primary" onClick={() => void submit()} loading={working} disabled={working}>
            {t('selection.submit')}
          </PlainButton>
        </>
      }
    />
  );
}
