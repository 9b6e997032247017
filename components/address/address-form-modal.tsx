'use client';

import { Checkbox, Form, Input, Space } from 'antd';
import '@/components/providers/antd/checkbox.css';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/input.css';
import { useTranslations } from 'next-intl';
import { createAddress, updateAddress, type Address } from '@/lib/api/address';
import { AntdDialCodeSelect } from './antd-dial-code-select';
import { FormModal, useFormModal } from '@/components/ui/form/form-modal';
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
  /** The address as the server saved it. */
  onSaved: (saved: Address) => void;
}

const EMPTY: AddressFormValues = { internationalCode: '86', countryCode: undefined, regionId: null, isDefault: false };

/** Add or edit an address in a modal: client rules per field, server `validationErrors` mapped to fields. */
export function AddressFormModal({ open, address, isFirst, onClose, onSaved }: AddressFormModalProps) {
  const t = useTranslations('address');
  const tv = useTranslations('validation');
  const te = useTranslations('errors');
  const modal = useFormModal<AddressFormValues>({ open, onClose });
  const { form } = modal;

  useFillOnOpen(form, open ? (address?.id ?? 'new') : null, () => (address ? formValuesOf(address) : { ...EMPTY, isDefault: isFirst }));

  const handleFinish = (values: AddressFormValues) =>
    modal.submit(
      async () => {
        const input = addressInputOf(values);
        const saved = address ? await updateAddress(address.id, input) : await createAddress(input);
        onSaved(saved);
      },
      (failure) => formFailure(failure, ADDRESS_FIELDS, { network: te('requestMsg'), fallback: te('submitFailed') }),
    );

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <FormModal
      modal={modal}
      name="address"
      texts={{ title: address ? t('editTitle') : t('addTitle'), ok: t('save'), cancel: t('cancel') }}
      onFinish={handleFinish}
    >
      <Form.Item name="recipientName" label={t('recipientLabel')} rules={[...required(t('recipientRequired')), { max: 64 }]}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item label={t('phoneLabel')} required htmlFor="address_phone">
        <Space.Compact block>
          <Form.Item name="internationalCode" noStyle rules={[{ required: true, message: t('dialCodeRequired') }]}>
            <AntdDialCodeSelect ariaLabel={t('dialCodeLabel')} size="middle" />
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
    </FormModal>
  );
}
