'use client';

import { useState } from 'react';
import { Button, message } from 'antd';
import '@/components/providers/antd/message.css';
import { useTranslations } from 'next-intl';
import { selectToSubmit, type Parcel } from '@/lib/api/parcels';
import { failureMessage } from '@/lib/api/failure-message';
import { formatNumber } from '@/lib/format/display';
import { useRouter } from '@/lib/i18n/navigation';
import { Money } from '@/components/ui/money';
import { selectionTotals, symbolFor, type SiteCurrency } from './parcel-values';
import { StickyBar } from '@/components/ui/list/sticky-bar';

/** The next step of a waybill (built by the waybills issue). */
const SUBMIT_COMBINED_ORDER = '/user/submit-tranship-order';

/**
 * The sticky bar under the list while parcels are selected: count, weight and declared value, and
 * "Submit waybill" (the backend records the selection, then the waybill page takes over).
 */
export function SelectionBar({ selected, currency, onClear }: { selected: Parcel[]; currency: SiteCurrency; onClear: () => void }) {
  const t = useTranslations('parcels');
  const te = useTranslations('errors');
  const router = useRouter();
  const [working, setWorking] = useState(false);
  const [messageApi, messageHolder] = message.useMessage();
  if (!selected.length) return messageHolder;
  const totals = selectionTotals(selected);

  async function submit() {
    setWorking(true);
    try {
      await selectToSubmit(selected.map((parcel) => parcel.id));
      router.push(SUBMIT_COMBINED_ORDER);
    } catch (error) {
      void messageApi.error(failureMessage(error, { network: te('requestMsg'), fallback: te('submitFailed') }), 5);
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
          <Button onClick={onClear} disabled={working}>
            {t('selection.clear')}
          </Button>
          <Button type="primary" onClick={submit} loading={working}>
            {t('selection.submit')}
          </Button>
        </>
      }
    >
      {messageHolder}
    </StickyBar>
  );
}
