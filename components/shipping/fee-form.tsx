import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { buttonClassName } from '@/components/ui/button';
import type { GoodsType } from '@/lib/contract/wire';
import type { FeeField, FeeFormValues, FieldError, FieldErrors } from '@/lib/content/fee-form';
import type { Destination, RegionOption } from '@/lib/server-data/shipping';
import { RegionSelectView } from './region-select-view';
import { LazyRegionSelect } from './shipping-islands';
import styles from './shipping.module.css';

interface FeeFormProps {
  values: FeeFormValues;
  errors: FieldErrors;
  destinations: Destination[];
  /** Regions of the submitted country; choosing another loads its own (./region-select.tsx), or without JavaScript the "load regions" button. */
  regions: RegionOption[];
  goodsTypes: GoodsType[];
}

function Field({ id, label, hint, error, children }: { id: FeeField; label: string; hint?: string; error: string | null; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={`fee-${id}`} className={styles.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`fee-${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`fee-${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A plain GET form: it works without JavaScript; the server validates, calculates and re-renders it. */
export async function FeeForm({ values, errors, destinations, regions, goodsTypes }: FeeFormProps) {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'calculator' });
  const errorText = (error: FieldError | undefined): string | null => {
    if (!error) return null;
    return 'key' in error ? t(`errors.${error.key}`) : error.message;
  };
  const a11y = (id: FeeField, hint = false) => ({
    id: `fee-${id}`,
    name: id,
    'aria-invalid': errors[id] ? true : undefined,
    'aria-describedby': [hint ? `fee-${id}-hint` : '', errors[id] ? `fee-${id}-error` : ''].filter(Boolean).join(' ') || undefined,
  });
  const number = (id: 'weight' | 'length' | 'width' | 'height', hint?: string) => (
    <Field id={id} label={t(`fields.${id}`)} hint={hint} error={errorText(errors[id])}>
      <input
        {...a11y(id, !!hint)}
        type="text"
        inputMode="decimal"
        defaultValue={values[id]}
        className={styles.input}
        required={id === 'weight'}
        autoComplete="off"
      />
    </Field>
  );
  const region = {
    countryId: 'fee-countryCode',
    regions,
    defaultValue: values.regionId,
    anyLabel: t('anyRegion'),
    hint: t('regionHint'),
    errorId: errors.regionId ? 'fee-regionId-error' : undefined,
    inputClassName: styles.input,
    hintClassName: styles.hint,
  };
  return (
    <form method="get" action="" className={styles.form} noValidate aria-label={t('formLabel')}>
      <Field id="countryCode" label={t('fields.countryCode')} error={errorText(errors.countryCode)}>
        <select {...a11y('countryCode')} defaultValue={values.countryCode} className={styles.input} required>
          <option value="">{t('chooseCountry')}</option>
          {destinations.map((d) => (
            <option key={d.code} value={d.code}>
              {d.name} ({d.code})
            </option>
          ))}
        </select>
      </Field>
      <Field id="regionId" label={t('fields.regionId')} error={errorText(errors.regionId)}>
        <LazyRegionSelect {...region} country={values.countryCode} placeholder={<RegionSelectView {...region} />} />
        <noscript>
          <button type="submit" name="regions" value="1" className={buttonClassName('default')}>
            {t('loadRegions')}
          </button>
        </noscript>
      </Field>
      <Field id="goodsTypeId" label={t('fields.goodsTypeId')} error={errorText(errors.goodsTypeId)}>
        <select {...a11y('goodsTypeId')} defaultValue={values.goodsTypeId} className={styles.input}>
          <option value="">{t('anyGoods')}</option>
          {goodsTypes.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </Field>
      {number('weight', t('weightHint'))}
      {number('length')}
      {number('width')}
      {number('height')}
      <div className={styles.submit}>
        <button type="submit" className={buttonClassName('primary')}>
          {t('submit')}
        </button>
        <p className={styles.hint}>{t('sizeHint')}</p>
      </div>
    </form>
  );
}
