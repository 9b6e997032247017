'use client';

import { useState } from 'react';
import { Button, Form, Input, InputNumber } from 'antd';
import '@/components/providers/antd/input-number.css';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/input.css';
import { useTranslations } from 'next-intl';
import { type ParcelDetail, updateDeclaredNames, updateDeclaredValues } from '@/lib/api/parcels';
import { failureMessage } from '@/lib/api/failure-message';
import { DECLARED_NAME_MAX } from '@/lib/contract/parcel-rules';
import { FormAlert } from '@/components/ui/form/form-alert';
import { Money } from '@/components/ui/money';
import { symbolFor, type SiteCurrency } from '../list/parcel-values';
import { declarationChanges, type GoodsEdit } from './detail-values';
import styles from './detail.module.css';

interface GoodsSectionProps {
  parcel: ParcelDetail;
  currency: SiteCurrency;
  onSaved: () => Promise<void>;
}

/** The declared goods; while the parcel is editable, its names and unit values can be corrected. */
export function GoodsSection({ parcel, currency, onSaved }: GoodsSectionProps) {
  const t = useTranslations('parcels');
  const te = useTranslations('errors');
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ lines: GoodsEdit[] }>();

  async function save({ lines }: { lines: GoodsEdit[] }) {
    const { names, values } = declarationChanges(parcel.goods, lines);
    setSaving(true);
    setError(null);
    try {
      if (names.length) await updateDeclaredNames(parcel.id, names);
      if (values.length) await updateDeclaredValues(parcel.id, values);
      setEditing(false);
      if (names.length || values.length) await onSaved();
    } catch (failure) {
      setError(failureMessage(failure, { network: te('requestMsg'), fallback: te('submitFailed') }));
    } finally {
      setSaving(false);
    }
  }

  if (editing) {
    return (
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{
          lines: parcel.goods.map(({ id, declaredName, unitValue }) => ({ id, declaredName, unitValue })),
        }}
      >
        <FormAlert error={error} />
        {parcel.goods.map((line, i) => (
          <fieldset key={line.id} className={styles.line}>
            <legend>{t('detail.goodsLine', { n: i + 1, type: line.goodsTypeName ?? '', quantity: line.quantity })}</legend>
            <Form.Item name={['lines', i, 'id']} hidden>
              <Input />
            </Form.Item>
            <div className={styles.lineFields}>
              <Form.Item
                name={['lines', i, 'declaredName']}
                label={t('detail.declaredName')}
                rules={[
                  { required: true, whitespace: true, message: t('detail.declaredNameRequired') },
                  {
                    max: DECLARED_NAME_MAX,
                    message: t('detail.declaredNameTooLong', { max: DECLARED_NAME_MAX }),
                  },
                ]}
              >
                <Input maxLength={DECLARED_NAME_MAX} />
              </Form.Item>
              <Form.Item
                name={['lines', i, 'unitValue']}
                label={t('detail.unitValue', { currency: line.currency })}
                rules={[{ required: true, type: 'number', min: 0.01, message: t('detail.unitValueInvalid') }]}
              >
                <InputNumber min={0.01} max={99_999_999} precision={2} step={1} className={styles.number} />
              </Form.Item>
            </div>
          </fieldset>
        ))}
        <div className={styles.formActions}>
          <Button onClick={() => setEditing(false)} disabled={saving}>
            {t('detail.cancelEdit')}
          </Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('detail.save')}
          </Button>
        </div>
      </Form>
    );
  }

  return (
    <>
      <div className={styles.tableScroll} role="region" aria-label={t('detail.goods')} tabIndex={0}>
        <table className={styles.goods}>
          <thead>
            <tr>
              <th scope="col">{t('detail.declaredName')}</th>
              <th scope="col">{t('detail.goodsType')}</th>
              <th scope="col">{t('detail.quantity')}</th>
              <th scope="col">{t('detail.unitPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {parcel.goods.map((line) => (
              <tr key={line.id} data-testid="parcel-goods-line">
                <td>{line.declaredName}</td>
                <td>{line.goodsTypeName ?? '-'}</td>
                <td>{line.quantity}</td>
                <td>
                  <Money value={line.unitValue} symbol={symbolFor(line.currency, currency)} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('columns.declaredValue')}
              </th>
              <td>
                <Money value={parcel.declaredValue} symbol={symbolFor(parcel.currency, currency)} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {parcel.editable && parcel.goods.length ? (
        <Button className={styles.editButton} onClick={() => setEditing(true)}>
          {t('detail.editGoods')}
        </Button>
      ) : null}
    </>
  );
}
