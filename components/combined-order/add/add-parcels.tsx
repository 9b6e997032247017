'use client';

import { useId, useState } from 'react';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { addParcelsToCombinedOrder, type AddableCombinedOrder } from '@/lib/api/combined-order';
import { showInfoToast } from '@/lib/api/feedback';
import { failureMessage } from '@/lib/api/failure-message';
import type { PendingCombineGroup } from '@/lib/api/parcels';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useInsufficientBalance } from '@/components/funds/insufficient-balance-dialog';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { detailHref } from '@/components/combined-order/labels';
import { useMoneyAttempt } from '@/components/combined-order/pay/use-money-attempt';
import { addParcelsPath, initialCombinedOrder, MY_PARCELS_PATH, parcelsFor } from './add-values';
import { ParcelChoice } from './parcel-choice';
import payStyles from '@/components/combined-order/pay/pay.module.css';
import styles from './add.module.css';

interface AddParcelsProps {
  combinedOrders: AddableCombinedOrder[];
  /** The in-stock parcels by warehouse; null when they could not be read. */
  groups: PendingCombineGroup[] | null;
  /** `?id=`: the waybill to open on. */
  id: string;
  symbol: string;
}

type AddBody = { id: string; parcelIds: string[] };

/**
 * Choose the waybill, then the in-stock parcels of its warehouse, then "Add to waybill" (an Idempotency-Key
 * per attempt: a paid waybill is charged the difference). Added: a toast and the waybill's detail. Short of
 * balance: the shared dialog offers to recharge and come back.
 */
export function AddParcels({ combinedOrders, groups, id, symbol }: AddParcelsProps) {
  const t = useTranslations('combinedOrderPay');
  const te = useTranslations('errors');
  const router = useRouter();
  const selectId = useId();
  const start = initialCombinedOrder(combinedOrders, id);
  const [chosenId, setChosenId] = useState(start.chosen?.id ?? '');
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const add = useMoneyAttempt((body: AddBody, key: string) => addParcelsToCombinedOrder(body.id, body.parcelIds, key));
  const insufficient = useInsufficientBalance(symbol);
  const chosen = combinedOrders.find((combinedOrder) => combinedOrder.id === chosenId) ?? combinedOrders[0];
  const parcels = groups ? parcelsFor(groups, chosen.warehouseId) : [];

  async function submit() {
    if (!selected.length) return;
    setError(null);
    const body = { id: chosen.id, parcelIds: selected };
    const outcome = await add.run(body);
    if (!outcome) return;
    if (outcome.ok) {
      showInfoToast(t('add.added', { count: selected.length, id: chosen.id }), 3000);
      router.push(detailHref(chosen.id));
      return;
    }
    if (!insufficient.handle(outcome.error, addParcelsPath(chosen.id)))
      setError(failureMessage(outcome.error, { network: te('requestMsg'), fallback: te('submitFailed') }));
  }

  return (
    <div className={styles.add}>
      {insufficient.dialog}
      {start.unknownId ? (
        <p role="status" className={styles.notice}>
          {t('add.unknownCombinedOrder', { id: start.unknownId })}
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={selectId} className={styles.label}>
          {t('add.combinedOrderLabel')}
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={chosen.id}
          disabled={add.running}
          onChange={(event) => {
            setChosenId(event.target.value);
            setSelected([]);
            setError(null);
          }}
        >
          {combinedOrders.map((combinedOrder) => (
            <option key={combinedOrder.id} value={combinedOrder.id}>
              {t('add.combinedOrderOption', { id: combinedOrder.id, warehouse: combinedOrder.warehouseName, count: combinedOrder.parcelCount })}
            </option>
          ))}
        </select>
      </div>
      <h2 className={styles.heading}>{t('add.parcelsTitle', { warehouse: chosen.warehouseName })}</h2>
      {groups === null ? (
        <EmptyState role="alert" title={t('add.parcelsFailed')} retryLabel={t('combine.retry')} />
      ) : parcels.length === 0 ? (
        <EmptyState
          title={t('add.noParcels', { warehouse: chosen.warehouseName })}
          description={t('add.noParcelsText')}
          action={
            <Link href={MY_PARCELS_PATH} className={buttonClassName('default')}>
              {t('links.myParcels')}
            </Link>
          }
        />
      ) : (
        <>
          <ParcelChoice parcels={parcels} selected={selected} onChange={setSelected} caption={t('add.parcelsCaption')} />
          {error ? (
            <p role="alert" className={payStyles.alert}>
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <p className={styles.count} aria-live="polite">
              {t('add.selected', { count: selected.length })}
            </p>
            <Button type="primary" disabled={!selected.length || add.running} loading={add.running} onClick={() => void submit()}>
              {t('add.submit')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
