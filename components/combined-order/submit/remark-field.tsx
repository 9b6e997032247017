'use client';

import { useTranslations } from 'next-intl';
import { REMARK_MAX } from './submit-values';
import { LabelledField } from '@/components/ui/form/labelled-field';
import styles from '@/components/ui/form/order-form.module.css';

/** A note for the warehouse (at most REMARK_MAX characters, counted as typed). */
export function RemarkField({ value, onChange, error, disabled }: { value: string; onChange(value: string): void; error?: string; disabled: boolean }) {
  const t = useTranslations('combinedOrderSubmit.remark');
  return (
    <LabelledField htmlFor="waybill-remark" label={t('label')} look={styles} data-field="remark">
      <textarea
        id="waybill-remark"
        className={styles.textarea}
        rows={3}
        maxLength={REMARK_MAX}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'waybill-remark-count waybill-remark-error' : 'waybill-remark-count'}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id="waybill-remark-count" className={styles.hint}>
        {t('count', { count: value.length, max: REMARK_MAX })}
      </p>
      {error ? (
        <p id="waybill-remark-error" role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </LabelledField>
  );
}
