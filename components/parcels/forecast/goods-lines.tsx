'use client';

import { AutoComplete, Col, Form, InputNumber, Row, Select } from 'antd';
import '@/components/providers/antd/grid.css';
import '@/components/providers/antd/input-number.css';
import '@/components/providers/antd/auto-complete.css';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/select.css';
import { useTranslations } from 'next-intl';
import { DECLARED_NAME_MAX, GOODS_LINES_PER_PARCEL, QUANTITY_MAX } from '@/lib/contract/parcel-rules';
import { PlainButton } from '@/components/ui/form/plain-button';
import { currencyChoices, type ForecastOptions } from './forecast-options';
import { emptyGoodsLine } from './forecast-values';
import styles from './forecast.module.css';

interface GoodsLinesProps {
  /** The parcel card's name in the `parcels` Form.List. */
  card: number;
  options: ForecastOptions;
  /** While the form is being sent. */
  disabled: boolean;
}

const matches = (input: string, option?: { value?: unknown }) =>
  String(option?.value ?? '')
    .toLowerCase()
    .includes(input.trim().toLowerCase());

/** The declared goods of one parcel (SPEC section 5): name, type, quantity, unit value and currency per line. */
export function GoodsLines({ card, options, disabled }: GoodsLinesProps) {
  const t = useTranslations('forecast');
  const names = options.declaredNames.map((entry) => ({ value: entry.name }));
  const types = options.goodsTypes.map((type) => ({ value: type.id, label: type.name }));
  const currencies = currencyChoices(options.currencyCode).map((code) => ({ value: code, label: code }));
  const atLeastOne = async (_rule: unknown, lines?: unknown[]) => {
    if (!lines?.length) throw new Error(t('goodsRequired'));
  };

  return (
    <Form.List name={[card, 'goods']} rules={[{ validator: atLeastOne }]}>
      {(lines, { add, remove }, { errors }) => (
        <fieldset className={styles.goods}>
          <legend className={styles.legend}>{t('goodsTitle')}</legend>
          {lines.map((line) => (
            <div key={line.key} className={styles.goodsLine} role="group" aria-label={t('goodsLineLabel', { line: line.name + 1 })}>
              <Row gutter={12} align="bottom">
                <Col xs={24} md={7}>
                  <Form.Item
                    name={[line.name, 'declaredName']}
                    label={t('field.declaredName')}
                    rules={[
                      { required: true, whitespace: true, message: t('declaredNameRequired') },
                      { max: DECLARED_NAME_MAX, message: t('tooLong', { max: DECLARED_NAME_MAX }) },
                    ]}
                  >
                    <AutoComplete options={names} showSearch={{ filterOption: matches }} maxLength={DECLARED_NAME_MAX} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} md={5}>
                  <Form.Item name={[line.name, 'goodsTypeId']} label={t('field.goodsTypeId')} rules={[{ required: true, message: t('goodsTypeRequired') }]}>
                    <Select options={types} />
                  </Form.Item>
                </Col>
                <Col xs={12} sm={6} md={3}>
                  <Form.Item name={[line.name, 'quantity']} label={t('field.quantity')} rules={[{ required: true, message: t('quantityRequired') }]}>
                    <InputNumber min={1} max={QUANTITY_MAX} precision={0} className={styles.number} />
                  </Form.Item>
                </Col>
                <Col xs={12} sm={6} md={4}>
                  <Form.Item name={[line.name, 'unitValue']} label={t('field.unitValue')} rules={[{ required: true, message: t('unitValueRequired') }]}>
                    <InputNumber min={0.01} max={99_999_999} precision={2} step={1} className={styles.number} />
                  </Form.Item>
                </Col>
                <Col xs={12} sm={12} md={3}>
                  <Form.Item name={[line.name, 'currency']} label={t('field.currency')} rules={[{ required: true, message: t('currencyRequired') }]}>
                    <Select options={currencies} />
                  </Form.Item>
                </Col>
                <Col xs={12} sm={12} md={2}>
                  <Form.Item>
                    <PlainButton
                      variant="link"
                      danger
                      disabled={disabled || lines.length <= 1}
                      onClick={() => remove(line.name)}
                      aria-label={t('removeLineLabel', { line: line.name + 1 })}
                      className={styles.removeLine}
                    >
                      {t('removeLine')}
                    </PlainButton>
                  </Form.Item>
                </Col>
              </Row>
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          <PlainButton onClick={() => add(emptyGoodsLine(options.currencyCode))} disabled={disabled || lines.length >= GOODS_LINES_PER_PARCEL}>
            {t('addLine')}
          </PlainButton>
        </fieldset>
      )}
    </Form.List>
  );
}
