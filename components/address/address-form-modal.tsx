'use client';

import { useState } from 'react';
import { Checkbox, Form, Input, Modal, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { createAddress, updateAddress, type Address } from '@/lib/api/address';
import { DialCodeSelect } from '@/components/auth/dial-code-select';
import { FormAlert } from '@/components/ui/form/form-alert';
import { formFailure } from '@/components/ui/form/server-errors';
import { useFillOnOpen } from '@/components/ui/form/use-fill-on-open';
import { validatePhone } from '@/lib/validation/rules';
import { ADDRESS_FIELDS, addressInputOf, formValuesOf, type AddressFormValues } from './address-values';
import { CountryRegionFields } from './country-region-fields';

interface AddressFormModalProps {
  open: boolean;
  address: Address | null;
  isFirst: boolean;
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: AddressFormValues = { internationalCode: '86', countryCode: undefined, regionId: null, isDefault: false };

/** Add or edit an address in a modal: client rules per field, server `validationErrors` mapped to fields. */
export function AddressFormModal({ open, address, isFirst, onClose, onSaved }: AddressFormModalProps) {
  const t = useTranslations('address');
  const tv = useTranslations('validation');
  const te = useTranslations('errors');
  const [form] = Form.useForm<AddressFormValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useFillOnOpen(form, open ? (address?.id ?? 'new') : null, () => (address ? formValuesOf(address) : { ...EMPTY, isDefault: isFirst }));

  async function handleFinish(values: AddressFormValues) {
    setSaving(true);
    setError(null);
    try {
      const input = addressInputOf(values);
      if (address) await updateAddress(address.id, input);
      else await createAddress(input);
      setError(null);
      onSaved();
    } catch (failure) {
      const failed = formFailure(failure, ADDRESS_FIELDS, { network: te('requestMsg'), fallback: te('submitFailed') });
      form.setFields(failed.fields.map((f) => ({ name: f.name as keyof AddressFormValues, errors: f.errors })));
      setError(failed.message);
    } finally {
      setSaving(false);
    }
  }

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <Modal
      open={open}
      title={address ? t('editTitle') : t('addTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onCancel={() => {
        setError(null);
        onClose();
      }}
      confirmLoading={saving}
      forceRender
      width={560}
    >
      <Form<AddressFormValues> form={form} name="address" layout="vertical" requiredMark={false} onFinish={handleFinish} disabled={saving}>
        <FormAlert error={error} />
        <Form.Item name="recipientName" label={t('recipientLabel')} rules={[...required(t('recipientRequired')), { max: 64 }]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label={t('phoneLabel')} required htmlFor="address_phone">
          <Space.Compact block>
            <Form.Item name="internationalCode" noStyle rules={[{ required: true, message: t('dialCodeRequired') }]}>
              <DialCodeSelect ariaLabel={t('dialCodeLabel')} size="middle" />
            </Form.Item>
            <Form.Item
              name="phone"
              noStyle
              rules={[{ validator: (_r, v?: string) => (validatePhone(v) ? Promise.reject(new Error(tv('phone'))) : Promise.resolve()) }]}
            >
              <Input type="tel" autoComplete="tel-national" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <CountryRegionFields form={form} open={open} />
        <Form.Item name="city" label={t('cityLabel')} rules={[...required(t('cityRequired')), { max: 64 }]}>
          <Input autoComplete="address-level2" />
        </Form.Item>
        <Form.Item name="addressLine1" label={t('line1Label')} rules={[...required(t('line1Required')), { max: 200 }]}>
          <Input autoComplete="address-line1" />
        </Form.Item>
        <Form.Item name="addressLine2" label={t('line2Label')} rules={[{ max: 200 }]}>
          <Input autoComplete="address-line2" />
        </Form.Item>
        <Form.Item name="postcode" label={t('postcodeLabel')} rules={[{ max: 16 }]}>
          <Input autoComplete="postal-code" />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox disabled={Boolean(address?.isDefault)}>{t('isDefaultLabel')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
