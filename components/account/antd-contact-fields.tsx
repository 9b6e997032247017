'use client';

import { Form, Input, Radio, Space } from 'antd';
import '@/components/providers/antd/radio.css';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/input.css';
import { useTranslations } from 'next-intl';
import { validateEmail, validatePhone } from '@/lib/validation/rules';
import { AntdDialCodeSelect } from './antd-dial-code-select';

import type { ContactKind } from '@/components/auth/contact-fields';

interface ContactFieldsProps {
  /** The antd form name: field ids are `<formName>_<field>`. */
  formName: string;
  kind: ContactKind;
  emailLabel?: string;
  phoneLabel?: string;
  /** Show the e-mail / phone switch (field `kind`). */
  switchable?: boolean;
}

const trimStart = (value: string | undefined) => value?.replace(/^\s+/, '');

/**
 * E-mail or phone (with its international code) of an antd code form (the account page's contact change), with the
 * client rules of SPEC section 5. The sign-in forms use the plain components/auth/contact-fields.tsx.
 */
export function AntdContactFields({ formName, kind, emailLabel, phoneLabel, switchable = true }: ContactFieldsProps) {
  const t = useTranslations('auth');
  const tv = useTranslations('validation');
  return (
    <>
      {switchable ? (
        <Form.Item name="kind" label={t('contactKind')}>
          <Radio.Group optionType="button" buttonStyle="solid">
            <Radio.Button value="email">{t('byEmail')}</Radio.Button>
            <Radio.Button value="phone">{t('byPhone')}</Radio.Button>
          </Radio.Group>
        </Form.Item>
      ) : null}
      {kind === 'email' ? (
        <Form.Item
          name="email"
          label={emailLabel ?? t('emailLabel')}
          normalize={trimStart}
          rules={[{ validator: (_r, value?: string) => (validateEmail(value) ? Promise.reject(new Error(tv('email'))) : Promise.resolve()) }]}
        >
          <Input type="email" autoComplete="email" placeholder={t('emailPlaceholder')} size="large" />
        </Form.Item>
      ) : (
        <Form.Item label={phoneLabel ?? t('phoneLabel')} required htmlFor={`${formName}_phone`}>
          <Space.Compact block>
            <Form.Item name="internationalCode" noStyle>
              <AntdDialCodeSelect ariaLabel={t('dialCodeLabel')} />
            </Form.Item>
            <Form.Item
              name="phone"
              noStyle
              normalize={trimStart}
              rules={[{ validator: (_r, value?: string) => (validatePhone(value) ? Promise.reject(new Error(tv('phone'))) : Promise.resolve()) }]}
            >
              <Input type="tel" autoComplete="tel-national" placeholder={t('phonePlaceholder')} size="large" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      )}
    </>
  );
}
