'use client';

import { useTranslations } from 'next-intl';
import { DeliveryMode } from '@/lib/contract/enums';
import { CARRIER_NAME_MAX, OTHER_CARRIER, REMARK_MAX } from '@/lib/contract/parcel-rules';
import { formatMoney } from '@/lib/format/number';
import { Link } from '@/lib/i18n/navigation';
import { CheckboxChoice, ChoiceGroup } from '@/components/ui/form/choice-group';
import { FormField } from '@/components/ui/form/form-field';
import { PlainButton } from '@/components/ui/form/plain-button';
import { NativeSelect, TextArea, TextInput } from '@/components/ui/form/text-input';
import { INSURANCE_SERVICE_CODE, type ForecastOptions } from './forecast-options';
import { normalizeTrackingNumber, type ParcelCardValues } from './forecast-values';
import { GoodsLines } from './goods-lines';
import { controlProps, fieldId, pathKey, type ForecastFormState } from './use-forecast-form';
import styles from './forecast.module.css';

interface ParcelCardProps {
  form: ForecastFormState;
  /** The card's index. */
  name: number;
  options: ForecastOptions;
  onRemove: (() => void) | null;
  /** The tracking number the server said this member already forecast, for the "view it" link. */
  alreadyForecast: string | null;
  /** While the form is being sent. */
  disabled: boolean;
}

/** One parcel of the forecast: where it goes, how it is tracked, what is in it, and the extras. */
export function ParcelCard({ form, name, options, onRemove, alreadyForecast, disabled }: ParcelCardProps) {
  const t = useTranslations('forecast');
  const position = name + 1;
  const card: ParcelCardValues = form.values.parcels[name] ?? {};
  const titleId = `forecast-parcel-${name}-title`;
  const path = (field: keyof ParcelCardValues) => ['parcels', name, field];
  const field = (key: keyof ParcelCardValues) => ({ id: fieldId(path(key)), error: form.errors[pathKey(path(key))] });
  const set = (key: keyof ParcelCardValues) => (value: unknown) => form.setField(path(key), value);

  const price = (service: ForecastOptions['services'][number]) => {
    if (service.priceType !== 'PERCENT') return formatMoney(service.price, options.currencySymbol);
    return service.price > 0
      ? t('percentPriceMin', { rate: service.rate, min: formatMoney(service.price, options.currencySymbol) })
      : t('percentPrice', { rate: service.rate });
  };
  const insurance = options.services.find((service) => service.code === INSURANCE_SERVICE_CODE);
  const services = options.services
    .filter((service) => service !== insurance)
    .map((service) => ({ value: service.id, label: `${service.name} (${price(service)})` }));
  const carriers = [...options.carriers.map((c) => ({ value: c.code, label: c.name })), { value: OTHER_CARRIER, label: t('otherCarrier') }];

  return (
    <section role="group" aria-labelledby={titleId} className={styles.card}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {t('parcelTitle', { parcel: position })}
        </h2>
        {onRemove ? (
          <PlainButton variant="link" danger onClick={onRemove} disabled={disabled} aria-label={t('removeParcelLabel', { parcel: position })}>
            {t('removeParcel')}
          </PlainButton>
        ) : null}
      </div>
      <div className={styles.cardBody}>
        <div className={styles.pair}>
          <FormField {...field('warehouseId')} label={t('field.warehouseId')}>
            <NativeSelect
              {...controlProps(form, path('warehouseId'))}
              value={card.warehouseId ?? ''}
              onChange={(event) => set('warehouseId')(event.target.value || undefined)}
            >
              {card.warehouseId ? null : <option value="" disabled />}
              {options.warehouses.map((w) => (
                <option key={w.warehouseId} value={w.warehouseId}>
                  {w.warehouseName}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            {...field('trackingNumber')}
            label={t('field.trackingNumber')}
            hint={
              alreadyForecast && alreadyForecast === card.trackingNumber ? (
                <Link href={{ pathname: '/user/tranship-list', query: { trackingNumber: alreadyForecast } }}>{t('viewExisting')}</Link>
              ) : (
                t('trackingHint')
              )
            }
          >
            <TextInput
              {...controlProps(form, path('trackingNumber'), { hint: true })}
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              value={card.trackingNumber ?? ''}
              onChange={(event) => set('trackingNumber')(normalizeTrackingNumber(event.target.value))}
            />
          </FormField>
          <FormField {...field('carrierCode')} label={t('field.carrierCode')}>
            <NativeSelect
              {...controlProps(form, path('carrierCode'))}
              value={card.carrierCode ?? ''}
              onChange={(event) => set('carrierCode')(event.target.value || undefined)}
            >
              {card.carrierCode ? null : <option value="" disabled />}
              {carriers.map((carrier) => (
                <option key={carrier.value} value={carrier.value}>
                  {carrier.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {card.carrierCode === OTHER_CARRIER ? (
            <FormField {...field('carrierName')} label={t('field.carrierName')}>
              <TextInput
                {...controlProps(form, path('carrierName'))}
                maxLength={CARRIER_NAME_MAX}
                value={card.carrierName ?? ''}
                onChange={(event) => set('carrierName')(event.target.value)}
              />
            </FormField>
          ) : null}
        </div>
        <FormField
          id={fieldId(path('deliveryMode'))}
          label={t('field.deliveryMode')}
          group
          hint={card.deliveryMode === DeliveryMode.Transshipment ? t('transshipmentHint') : t('consolidateHint')}
        >
          <ChoiceGroup
            type="radio"
            id={fieldId(path('deliveryMode'))}
            aria-describedby={`${fieldId(path('deliveryMode'))}_extra`}
            label={t('field.deliveryMode')}
            disabled={disabled}
            value={card.deliveryMode}
            onChange={set('deliveryMode')}
            options={[
              { value: DeliveryMode.DirectDelivery, label: t('consolidate') },
              { value: DeliveryMode.Transshipment, label: t('transshipment') },
            ]}
          />
        </FormField>
        <GoodsLines form={form} card={name} options={options} disabled={disabled} />
        <div className={styles.tight}>
          <FormField id={fieldId(path('isInsurance'))} hint={insurance ? t('insuranceHintPriced', { price: price(insurance) }) : t('insuranceHint')} tight>
            <CheckboxChoice
              {...controlProps(form, path('isInsurance'), { hint: true })}
              disabled={disabled}
              checked={card.isInsurance === true}
              onChange={(event) => set('isInsurance')(event.target.checked)}
            >
              {t('field.isInsurance')}
            </CheckboxChoice>
          </FormField>
        </div>
        {services.length ? (
          <FormField id={fieldId(path('additionalServiceIds'))} label={t('field.additionalServiceIds')} group hint={t('servicesHint')}>
            <ChoiceGroup
              type="checkbox"
              id={fieldId(path('additionalServiceIds'))}
              aria-describedby={`${fieldId(path('additionalServiceIds'))}_extra`}
              label={t('field.additionalServiceIds')}
              disabled={disabled}
              value={card.additionalServiceIds ?? []}
              onChange={set('additionalServiceIds')}
              options={services}
            />
          </FormField>
        ) : null}
        <FormField {...field('remark')} label={t('field.remark')}>
          <TextArea
            {...controlProps(form, path('remark'))}
            rows={2}
            maxLength={REMARK_MAX}
            value={card.remark ?? ''}
            onChange={(event) => set('remark')(event.target.value)}
          />
        </FormField>
      </div>
    </section>
  );
}
