'use client';

import { useState } from 'react';
import { Form, Input, Space } from 'antd';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/input.css';
import { useTranslations } from 'next-intl';
import { loginByEmail, loginByPhone, type ContactTarget } from '@/lib/api/passport';
import { validateEmail, validatePhone } from '@/lib/validation/rules';
import { DialCodeSelect } from './dial-code-select';
import { failureMessage } from '@/lib/api/failure-message';
import { finishSignIn } from './finish-sign-in';
import { FormAlert } from '@/components/ui/form/form-alert';
import { consentedPreAuthCode, ExtensionLinkConsent, usePreAuthCodeOfUrl, type ExtensionLinkValues } from './extension-link-consent';
import { SendCodeButton } from './send-code-button';
import { SubmitButton } from '@/components/ui/form/submit-button';

interface CodeLoginValues extends ExtensionLinkValues {
  email?: string;
  phone?: string;
  internationalCode?: string;
  otp: string;
}

interface CodeLoginFormProps {
  mode: 'email' | 'phone';
  homeHref: string;
}

const trimStart = (value: string | undefined) => value?.replace(/^\s+/, '');

/** Sign-in with a one-time code sent to an e-mail or a phone (purpose login). Typed values stay on failure. */
export function CodeLoginForm({ mode, homeHref }: CodeLoginFormProps) {
  const t = useTranslations('auth');
  const tv = useTranslations('validation');
  const te = useTranslations('errors');
  const [form] = Form.useForm<CodeLoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const preAuthCode = usePreAuthCodeOfUrl();

  async function getTarget(): Promise<ContactTarget | null> {
    const fields = mode === 'email' ? ['email'] : ['phone', 'internationalCode'];
    const values = await form.validateFields(fields as (keyof CodeLoginValues)[]);
    return mode === 'email'
      ? { kind: 'email', email: values.email!.trim() }
      : { kind: 'phone', phone: values.phone!.trim(), internationalCode: values.internationalCode ?? '86' };
  }

  async function handleFinish(values: CodeLoginValues) {
    setSubmitting(true);
    setError(null);
    // The URL's extension code goes with the sign-in (bind_link_pre_auth_code) only when the box was ticked.
    const preAuth = consentedPreAuthCode(preAuthCode, values);
    try {
      const accepted =
        mode === 'email'
          ? await loginByEmail(values.email ?? '', values.otp, preAuth)
          : await loginByPhone(values.phone ?? '', values.internationalCode ?? '86', values.otp, preAuth);
      if (!accepted?.signedIn) throw new Error('not signed in');
      await finishSignIn(homeHref);
    } catch (failure) {
      setError(failureMessage(failure, { network: te('requestMsg'), fallback: te('verificationCodeWrong') }));
      setSubmitting(false);
    }
  }

  const contactRule = {
    validator: (_rule: unknown, value: string | undefined) => {
      const key = mode === 'email' ? validateEmail(value) : validatePhone(value);
      return key ? Promise.reject(new Error(tv(key.replace('validation.', '') as 'email' | 'phone'))) : Promise.resolve();
    },
  };

  return (
    <Form<CodeLoginValues>
      form={form}
      name={`login-${mode}`}
      layout="vertical"
      requiredMark={false}
      initialValues={{ internationalCode: '86' }}
      onFinish={handleFinish}
      onValuesChange={() => setError(null)}
      disabled={submitting}
    >
      <FormAlert error={error} notice={notice} />
      {mode === 'email' ? (
        <Form.Item name="email" label={t('emailLabel')} normalize={trimStart} rules={[contactRule]}>
          <Input type="email" autoComplete="email" placeholder={t('emailPlaceholder')} size="large" />
        </Form.Item>
      ) : (
        <Form.Item label={t('phoneLabel')} required htmlFor="login-phone_phone">
          <Space.Compact block>
            <Form.Item name="internationalCode" noStyle>
              <DialCodeSelect ariaLabel={t('dialCodeLabel')} />
            </Form.Item>
            <Form.Item name="phone" noStyle normalize={trimStart} rules={[contactRule]}>
              <Input aria-label={t('phoneLabel')} type="tel" autoComplete="tel-national" placeholder={t('phonePlaceholder')} size="large" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      )}
      <Form.Item label={t('codeLabel')} required htmlFor={`login-${mode}_otp`}>
        <Space.Compact block>
          <Form.Item name="otp" noStyle normalize={trimStart} rules={[{ required: true, whitespace: true, message: tv('code') }]}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={16} placeholder={t('codePlaceholder')} size="large" />
          </Form.Item>
          <SendCodeButton purpose="login" getTarget={getTarget} onSent={() => setNotice(t('codeSent'))} onError={(message) => setError(message)} />
        </Space.Compact>
      </Form.Item>
      <ExtensionLinkConsent code={preAuthCode} />
      <SubmitButton loading={submitting}>{t('submit')}</SubmitButton>
    </Form>
  );
}
