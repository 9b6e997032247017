'use client';

import { Col, Form, Row, Select } from 'antd';
import '@/components/providers/antd/grid.css';
// The input alone, not antd's Input with its Search (and Button), Password and OTP.
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import type { FormInstance } from 'antd';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/input.css';
import '@/components/providers/antd/select.css';
import { useTranslations } from 'next-intl';
import { DeliveryMode } from '@/lib/contract/enums';
import { OTHER_CARRIER, REMARK_MAX } from '@/lib/contract/parcel-rules';
import { formatMoney } from '@/lib/format/number';
import { Link } from '@/lib/i18n/navigation';
import { CheckboxChoice, ChoiceGroup } from '@/components/ui/form/choice-group';
import { PlainButton } from '@/components/ui/form/plain-button';
import { INSURANCE_SERVICE_CODE, type ForecastOptions } from './forecast-options';
import { isTrackingNumber, normalizeTrackingNumber, type ForecastFormValues } from './forecast-values';
import { GoodsLines } from './goods-lines';
import styles from './forecast.module.css';

interface ParcelCardProps {
  form: FormInstance<ForecastFormValues>;
  /** The card's name in the `parcels` Form.List. */
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
  const carrierCode = Form.useWatch(['parcels', name, 'carrierCode'], form);
  const deliveryMode = Form.useWatch(['parcels', name, 'deliveryMode'], form);
  const trackingNumber = Form.useWatch(['parcels', name, 'trackingNumber'], form);
  const titleId = `forecast-parcel-${name}-title`;

  const uniqueNumber = async (_rule: unknown, value: unknown) => {
    const number = normalizeTrackingNumber(value);
    if (!number) return;
    if (!isTrackingNumber(number)) throw new Error(t('trackingPattern'));
    const cards: ForecastFormValues['parcels'] = form.getFieldValue('parcels') ?? [];
    const first = cards.findIndex((card) => normalizeTrackingNumber(card?.trackingNumber) === number);
    if (first !== -1 && first !== name) throw new Error(t('trackingDuplicate', { parcel: first + 1 }));
  };

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
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name={[name, 'warehouseId']} label={t('field.warehouseId')} rules={[{ required: true, message: t('warehouseRequired') }]}>
              <Select options={options.warehouses.map((w) => ({ value: w.warehouseId, label: w.warehouseName }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name={[name, 'trackingNumber']}
              label={t('field.trackingNumber')}
              normalize={normalizeTrackingNumber}
              validateFirst
              rules={[{ required: true, message: t('trackingRequired') }, { validator: uniqueNumber }]}
              extra={
                alreadyForecast && alreadyForecast === trackingNumber ? (
                  <Link href={{ pathname: '/user/tranship-list', query: { trackingNumber: alreadyForecast } }}>{t('viewExisting')}</Link>
                ) : (
                  t('trackingHint')
                )
              }
            >
              <Input autoComplete="off" spellCheck={false} maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name={[name, 'carrierCode']} label={t('field.carrierCode')} rules={[{ required: true, message: t('carrierRequired') }]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={[...options.carriers.map((c) => ({ value: c.code, label: c.name })), { value: OTHER_CARRIER, label: t('otherCarrier') }]}
              />
            </Form.Item>
          </Col>
          {carrierCode === OTHER_CARRIER ? (
            <Col xs={24} md={12}>
              <Form.Item
                name={[name, 'carrierName']}
                label={t('field.carrierName')}
                rules={[
                  { required: true, whitespace: true, message: t('carrierNameRequired') },
                  { max: 64, message: t('tooLong', { max: 64 }) },
                ]}
              >
                <Input maxLength={64} />
              </Form.Item>
            </Col>
          ) : null}
        </Row>
        <Form.Item
          name={[name, 'deliveryMode']}
          label={t('field.deliveryMode')}
          extra={deliveryMode === DeliveryMode.Transshipment ? t('transshipmentHint') : t('consolidateHint')}
        >
          <ChoiceGroup
            type="radio"
            label={t('field.deliveryMode')}
            disabled={disabled}
            options={[
              { value: DeliveryMode.DirectDelivery, label: t('consolidate') },
              { value: DeliveryMode.Transshipment, label: t('transshipment') },
            ]}
          />
        </Form.Item>
        <GoodsLines card={name} options={options} disabled={disabled} />
        <Form.Item
          name={[name, 'isInsurance']}
          valuePropName="checked"
          extra={insurance ? t('insuranceHintPriced', { price: price(insurance) }) : t('insuranceHint')}
          className={styles.tight}
        >
          <CheckboxChoice disabled={disabled}>{t('field.isInsurance')}</CheckboxChoice>
        </Form.Item>
        {services.length ? (
          <Form.Item name={[name, 'additionalServiceIds']} label={t('field.additionalServiceIds')} extra={t('servicesHint')}>
            <ChoiceGroup type="checkbox" label={t('field.additionalServiceIds')} disabled={disabled} options={services} />
          </Form.Item>
        ) : null}
        <Form.Item name={[name, 'remark']} label={t('field.remark')} rules={[{ max: REMARK_MAX, message: t('tooLong', { max: REMARK_MAX }) }]}>
          <TextArea rows={2} maxLength={REMARK_MAX} showCount />
        </Form.Item>
      </div>
    </section>
  );
}
