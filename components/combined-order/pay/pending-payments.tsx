'use client';

import { useState } from 'react';
import { Button, message } from 'antd';
import '@/components/providers/antd/message.css';
import { useTranslations } from 'next-intl';
import type { CombinedOrder } from '@/lib/api/combined-order';
import { COMBINE_PAY_MAX } from '@/lib/contract/combined-order-rules';
import { formatMoney } from '@/lib/format/display';
import { useRouter } from '@/lib/i18n/navigation';
import { DataTable } from '@/components/ui/list/data-table';
import type { ListState } from '@/components/ui/list/list-query';
import { symbolOf } from '@/components/combined-order/labels';
import { COMBINE_PAY_PATH, saveCombinePay } from './combine-pay-ids';
import { pendingColumns } from './pending-columns';
import { applyPaySelection, selectedTotal } from './pending-values';
import { StickyBar } from '@/components/ui/list/sticky-bar';

interface PendingPaymentsProps {
  items: CombinedOrder[];
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
  const [selected, setSelected] = useState<CombinedOrder[]>([]);
  const [messageApi, messageHolder] = message.useMessage();
  const symbol = (combinedOrder: Pick<CombinedOrder, 'currency'>) => symbolOf(combinedOrder.currency, site);

  function paySelected() {
    saveCombinePay(selected.map((combinedOrder) => combinedOrder.id));
    router.push(COMBINE_PAY_PATH);
  }

  return (
    <div>
      {messageHolder}
      <DataTable<CombinedOrder>
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
            if (change.refused) void messageApi.warning(t('pending.tooMany', { max: COMBINE_PAY_MAX }));
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
              <Button onClick={() => setSelected([])}>{t('pending.clear')}</Button>
              <Button type="primary" onClick={paySelected}>
                {t('pending.paySelected')}
              </Button>
            </>
          }
        />
      ) : null}
    </div>
  );
}
