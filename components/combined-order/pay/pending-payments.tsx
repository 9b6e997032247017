'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { showInfoToast } from '@/lib/api/feedback';
import { COMBINE_PAY_MAX } from '@/lib/contract/combined-order-rules';
import { formatMoney } from '@/lib/format/display';
import { useRouter } from '@/lib/i18n/navigation';
import { PlainButton } from '@/components/ui/form/plain-button';
import { DataTable } from '@/components/ui/list/data-table';
import type { ListState } from '@/components/ui/list/list-query';
import { symbolOf } from '@/components/combined-order/labels';
import { COMBINE_PAY_PATH, saveCombinePay } from './combine-pay-ids';
import { pendingColumns } from './pending-columns';
import { applyPaySelection, selectedTotal, type PendingRow } from './pending-values';
import { StickyBar } from '@/components/ui/list/sticky-bar';

/** How long the refusal of one waybill too many stays (a sentence to read). */
const REFUSAL_MS = 4000;

interface PendingPaymentsProps {
  items: PendingRow[];
  total: number;
  state: ListState;
  site: { code: string; symbol: string };
}

/**
 * The waybills waiting for payment, a page at a time: "Pay" on each row, or a selection (kept across pages,
 * at most COMBINE_PAY_MAX) paid together: "Pay selected" stores the ids (lsCombinePay) and opens
 * /user/combine-and-pay-l.
 */
export function PendingPayments({ items, total, state, site }: PendingPaymentsProps) {
  const t = useTranslations('combinedOrderPay');
  const router = useRouter();
  const [selected, setSelected] = useState<PendingRow[]>([]);
  const symbol = (combinedOrder: Pick<PendingRow, 'currency'>) => symbolOf(combinedOrder.currency, site);

  function paySelected() {
    saveCombinePay(selected.map((combinedOrder) => combinedOrder.id));
    router.push(COMBINE_PAY_PATH);
  }

  return (
    <div>
      <DataTable<PendingRow>
        rowKey="id"
        columns={pendingColumns(t, symbol)}
        items={items}
        total={total}
        state={state}
        caption={t('pending.caption')}
        emptyText={t('pending.empty')}
        onRow={(combinedOrder) => ({ 'data-testid': 'pending-row', 'data-id': combinedOrder.id })}
        rowSelection={{
          selectedRowKeys: selected.map((combinedOrder) => combinedOrder.id),
          getCheckboxProps: (combinedOrder) => ({ 'aria-label': t('pending.selectLabel', { id: combinedOrder.id }), disabled: !combinedOrder.canPay }),
          onChange: (keys) => {
            const change = applyPaySelection(selected, items, keys);
            setSelected(change.selected);
            if (change.refused) showInfoToast(t('pending.tooMany', { max: COMBINE_PAY_MAX }), REFUSAL_MS);
          },
        }}
      />
      {selected.length ? (
        <StickyBar
          label={t('pending.selectionLabel')}
          testId="pay-selection"
          summary={t('pending.selection', { count: selected.length, total: formatMoney(selectedTotal(selected), symbol(selected[0])) })}
          actions={
            <>
              <PlainButton onClick={() => setSelected([])}>{t('pending.clear')}</PlainButton>
              <PlainButton variant="primary" onClick={paySelected}>
                {t('pending.paySelected')}
              </PlainButton>
            </>
          }
        />
      ) : null}
    </div>
  );
}
