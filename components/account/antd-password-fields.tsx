'use client';

import { Form, Input } from 'antd';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/input.css';
import { useTranslations } from 'next-intl';
import { validatePassword } from '@/lib/validation/rules';

interface PasswordFieldsProps {
  name?: string;
  confirmName?: string;
  label: string;
  confirmLabel: string;
}

/** A new password twice in an antd form (SPEC section 5: 6 to 12 letters or digits; the two must match). */
export function AntdPasswordFields({ name = 'password', confirmName = 'confirmPassword', label, confirmLabel }: PasswordFieldsProps) {
  const t = useTranslations('auth');
  const tv = useTranslations('validation');
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        rules={[
          {
            validator: (_r, value?: string) => (validatePassword(value) ? Promise.reject(new Error(tv('passwordRule'))) : Promise.resolve()),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder={t('passwordPlaceholder')} size="large" />
      </Form.Item>
      <Form.Item
        name={confirmName}
        label={confirmLabel}
        dependencies={[name]}
        rules={[
          { required: true, message: t('confirmPasswordRequired') },
          ({ getFieldValue }) => ({
            validator: (_r, value?: string) =>
              !value || getFieldValue(name) === value ? Promise.resolve() : Promise.reject(new Error(tv('passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
    </>
  );
}
