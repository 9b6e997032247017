'use client';

import { useTranslations } from 'next-intl';
import type { TranshipmentParcel } from '@/lib/api/transhipment-order';
import { formatNumber } from '@/lib/format/number';
import { Money } from '@/components/ui/money';
import { NativeSelect } from '@/components/ui/form/text-input';
import { FormSection } from '@/components/combined-order/submit/form-section';
import styles from '@/components/ui/form/order-form.module.css';
import own from './transhipment.module.css';

interface ParcelFieldProps {
  /** The parcels that can be forwarded; one (the order's) when `fixed`. */
  parcels: TranshipmentParcel[];
  value: string | null;
  onChange(id: string): void;
  /** Editing: the order's parcel does not change. */
  fixed: boolean;
  /** `?parcelId=` named a parcel that is not among them. */
  unknownId: string | null;
  symbolOf(currency: string): string;
  error?: string;
  disabled: boolean;
}

const SELECT_ID = 'transhipment-parcel';

/** Step 1: the parcel to forward (a native select: a phone shows its own picker), then what is known of it. */
export function ParcelField({ parcels, value, onChange, fixed, unknownId, symbolOf, error, disabled }: ParcelFieldProps) {
  const t = useTranslations('transhipmentOrderSubmit.parcel');
  const chosen = parcels.find((parcel) => parcel.id === value) ?? null;
  // Only the statuses a parcel can be forwarded from are named (TRANSHIPMENT_PARCEL_STATUSES).
  const statusName = (status: number) => {
    const key = `statusName.${status}` as `statusName.${'50' | '60' | '63'}`;
    return t.has(key) ? t(key) : String(status);
  };
  const label = (parcel: TranshipmentParcel) =>
    t('option', { number: parcel.trackingNumber, status: statusName(parcel.status), warehouse: parcel.warehouseName });
  return (
    <FormSection field="parcelId" title={t('title')} error={error} disabled={disabled}>
      {fixed ? (
        <p className={styles.hint}>{t('fixed')}</p>
      ) : (
        <div className={styles.field}>
          <label htmlFor={SELECT_ID} className={styles.label}>
            {t('label')} <span aria-hidden="true">*</span>
          </label>
          <NativeSelect
            id={SELECT_ID}
            className={own.select}
            value={value ?? ''}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'waybill-parcelId-error' : undefined}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="" disabled>
              {t('placeholder')}
            </option>
            {parcels.map((parcel) => (
              <option key={parcel.id} value={parcel.id}>
                {label(parcel)}
              </option>
            ))}
          </NativeSelect>
          {unknownId ? (
            <p role="status" className={styles.notice}>
              {t('unknown', { id: unknownId })}
            </p>
          ) : null}
        </div>
      )}
      {chosen ? (
        <dl className={own.facts} data-testid="parcel-facts">
          <dt>{t('label')}</dt>
          <dd>{label(chosen)}</dd>
          <dt>{t('carrier')}</dt>
          <dd>{chosen.carrierName}</dd>
          {chosen.declaredName ? (
            <>
              <dt>{t('goods')}</dt>
              <dd>{chosen.declaredName}</dd>
            </>
          ) : null}
          <dt>{t('declared')}</dt>
          <dd>
            <Money value={chosen.declaredValue} symbol={symbolOf(chosen.currency)} />
          </dd>
          <dt>{t('weight')}</dt>
          <dd>{chosen.weight === null ? t('notWeighed') : t('kg', { value: formatNumber(chosen.weight, 2) })}</dd>
        </dl>
      ) : null}
    </FormSection>
  );
}
