'use client';

import { useTranslations } from 'next-intl';
import { DECLARED_NAME_MAX, GOODS_LINES_PER_PARCEL, QUANTITY_MAX } from '@/lib/contract/parcel-rules';
import { FormField } from '@/components/ui/form/form-field';
import { NumberInput } from '@/components/ui/form/number-input';
import { PlainButton } from '@/components/ui/form/plain-button';
import { NativeSelect, TextInput } from '@/components/ui/form/text-input';
import { currencyChoices, type ForecastOptions } from './forecast-options';
import { emptyGoodsLine, type GoodsLineValues } from './forecast-values';
import { controlProps, fieldId, pathKey, type ForecastFormState } from './use-forecast-form';
import styles from './forecast.module.css';

/** The id of the form's one list of declared names (the name inputs suggest them). */
export const DECLARED_NAMES_LIST = 'forecast-declared-names';

interface GoodsLinesProps {
  form: ForecastFormState;
  /** The parcel card's index. */
  card: number;
  options: ForecastOptions;
  /** While the form is being sent. */
  disabled: boolean;
}

/** The declared goods of one parcel (SPEC section 5): name, type, quantity, unit value and currency per line. */
export function GoodsLines({ form, card, options, disabled }: GoodsLinesProps) {
  const t = useTranslations('forecast');
  const lines = form.values.parcels[card]?.goods ?? [];
  const lineKeys = form.keys[card]?.lines ?? [];
  const listPath = ['parcels', card, 'goods'];
  const listError = form.errors[pathKey(listPath)];
  const currencies = currencyChoices(options.currencyCode);

  return (
    <fieldset className={styles.goods}>
      <legend className={styles.legend}>{t('goodsTitle')}</legend>
      {lines.map((line, index) => {
        const path = (field: keyof GoodsLineValues) => [...listPath, index, field];
        const field = (name: keyof GoodsLineValues) => ({ id: fieldId(path(name)), label: t(`field.${name}`), error: form.errors[pathKey(path(name))] });
        const set = (name: keyof GoodsLineValues) => (value: unknown) => form.setField(path(name), value);
        return (
          <div key={lineKeys[index] ?? index} className={styles.goodsLine} role="group" aria-label={t('goodsLineLabel', { line: index + 1 })}>
            <FormField className={`${styles.cell} ${styles.lineName}`} {...field('declaredName')}>
              <TextInput
                {...controlProps(form, path('declaredName'))}
                list={DECLARED_NAMES_LIST}
                autoComplete="off"
                maxLength={DECLARED_NAME_MAX}
                value={line.declaredName ?? ''}
                onChange={(event) => set('declaredName')(event.target.value)}
              />
            </FormField>
            <FormField className={`${styles.cell} ${styles.lineType}`} {...field('goodsTypeId')}>
              <NativeSelect
                {...controlProps(form, path('goodsTypeId'))}
                value={line.goodsTypeId ?? ''}
                onChange={(event) => set('goodsTypeId')(event.target.value || undefined)}
              >
                <option value="" disabled />
                {options.goodsTypes.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField className={`${styles.cell} ${styles.lineQuantity}`} {...field('quantity')}>
              <NumberInput
                {...controlProps(form, path('quantity'))}
                min={1}
                max={QUANTITY_MAX}
                precision={0}
                value={line.quantity}
                onChange={set('quantity')}
              />
            </FormField>
            <FormField className={`${styles.cell} ${styles.lineValue}`} {...field('unitValue')}>
              <NumberInput
                {...controlProps(form, path('unitValue'))}
                min={0.01}
                max={99_999_999}
                precision={2}
                value={line.unitValue}
                onChange={set('unitValue')}
              />
            </FormField>
            <FormField className={`${styles.cell} ${styles.lineCurrency}`} {...field('currency')}>
              <NativeSelect
                {...controlProps(form, path('currency'))}
                value={line.currency ?? ''}
                onChange={(event) => set('currency')(event.target.value || undefined)}
              >
                {line.currency && !currencies.includes(line.currency) ? <option value={line.currency}>{line.currency}</option> : null}
                {line.currency ? null : <option value="" disabled />}
                {currencies.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <div className={styles.lineRemove}>
              <PlainButton
                variant="link"
                danger
                disabled={disabled || lines.length <= 1}
                onClick={() => form.removeLine(card, index)}
                aria-label={t('removeLineLabel', { line: index + 1 })}
                className={styles.removeLine}
              >
                {t('removeLine')}
              </PlainButton>
            </div>
          </div>
        );
      })}
      {listError ? (
        <div id={`${fieldId(listPath)}_help`} role="alert" className={styles.listError}>
          {listError}
        </div>
      ) : null}
      <PlainButton onClick={() => form.addLine(card, emptyGoodsLine(options.currencyCode))} disabled={disabled || lines.length >= GOODS_LINES_PER_PARCEL}>
        {t('addLine')}
      </PlainButton>
    </fieldset>
  );
}
