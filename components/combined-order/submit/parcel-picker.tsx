'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { selectToSubmit, type PendingCombineGroup } from '@/lib/api/parcels';
import { failureMessage } from '@/lib/api/failure-message';
import { useRouter } from '@/lib/i18n/navigation';
import type { SiteCurrency } from '@/components/parcels/list/parcel-values';
import { PlainButton } from '@/components/ui/form/plain-button';
import { ParcelOption } from './parcel-option';
import { SelectionFigures } from './selection-figures';
import { startingPick, SUBMIT_PAGES } from './submit-values';
import styles from '@/components/ui/form/order-form.module.css';
import { StickyBar } from '@/components/ui/list/sticky-bar';

/**
 * Step 1: the parcels of one warehouse (a switcher when several have parcels in stock), the selection's
 * count, weight and declared value, and "Next", which records the selection and goes to step 2.
 */
export function ParcelPicker({ groups, currency }: { groups: PendingCombineGroup[]; currency: SiteCurrency }) {
  const t = useTranslations('combinedOrderSubmit.pick');
  const te = useTranslations('errors');
  const router = useRouter();
  const [start] = useState(() => startingPick(groups));
  const [warehouseId, setWarehouseId] = useState(start.warehouseId);
  const [ids, setIds] = useState<readonly string[]>(start.ids);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const group = groups.find((one) => one.warehouseId === warehouseId) ?? groups[0];
  const selected = group.parcels.filter((parcel) => ids.includes(parcel.id));
  const allChecked = selected.length === group.parcels.length;

  const choose = (next: readonly string[]) => {
    setIds(next);
    setError(null);
  };
  const switchTo = (id: string) => {
    setWarehouseId(id);
    // A waybill takes one warehouse: the other warehouse's ticks go.
    choose(id === start.warehouseId ? start.ids : []);
  };

  async function next() {
    if (sending || selected.length === 0) return;
    setSending(true);
    setError(null);
    try {
      await selectToSubmit(selected.map((parcel) => parcel.id));
      router.push(SUBMIT_PAGES.delivery);
    } catch (failure) {
      setError(failureMessage(failure, { network: te('requestMsg'), fallback: te('submitFailed') }));
      setSending(false);
    }
  }

  return (
    <div className={styles.pick}>
      {groups.length > 1 ? (
        <fieldset className={styles.fieldset} disabled={sending}>
          <legend className={styles.legend}>{t('warehouses')}</legend>
          <div className={styles.segments}>
            {groups.map((one) => (
              <label key={one.warehouseId} className={styles.segment}>
                <input type="radio" name="warehouse" checked={one.warehouseId === group.warehouseId} onChange={() => switchTo(one.warehouseId)} />
                <span>{t('warehouseOption', { name: one.warehouseName, count: one.parcels.length })}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset className={styles.fieldset} disabled={sending}>
        <legend className={styles.legend}>{t('listLabel', { name: group.warehouseName })}</legend>
        <label className={styles.selectAll}>
          <input
            type="checkbox"
            className={styles.mark}
            checked={allChecked}
            onChange={(event) => choose(event.target.checked ? group.parcels.map((parcel) => parcel.id) : [])}
          />
          <span>{t('selectAll')}</span>
        </label>
        <ul className={styles.options}>
          {group.parcels.map((parcel) => (
            <li key={parcel.id}>
              <ParcelOption
                parcel={parcel}
                currency={currency}
                checked={ids.includes(parcel.id)}
                disabled={sending}
                onChange={(checked) => choose(checked ? [...ids, parcel.id] : ids.filter((id) => id !== parcel.id))}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <StickyBar
        label={t('summaryLabel')}
        summary={<SelectionFigures parcels={selected} currency={currency} />}
        actions={
          <>
            {selected.length === 0 ? (
              <span id="pick-next-hint" className={styles.muted}>
                {t('nextHint')}
              </span>
            ) : null}
            <PlainButton
              variant="primary"
              onClick={() => void next()}
              disabled={sending || selected.length === 0}
              loading={sending}
              aria-describedby={selected.length === 0 ? 'pick-next-hint' : undefined}
            >
              {t('next')}
            </PlainButton>
          </>
        }
      >
        {error ? (
          <p role="alert" className={styles.formError}>
            {error}
          </p>
        ) : null}
      </StickyBar>
    </div>
  );
}
