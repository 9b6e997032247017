'use client';

import { useState } from 'react';
import { Form, Input } from 'antd';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/input.css';
import { useTranslations } from 'next-intl';
import { login } from '@/lib/api/passport';
import { PASSWORD_PATTERN } from '@/lib/validation/rules';
import { failureMessage } from '@/lib/api/failure-message';
import { finishSignIn } from './finish-sign-in';
import { useClientValue } from '@/components/layout/use-client-value';
import { FormAlert } from '@/components/ui/form/form-alert';
import { consentedPreAuthCode, ExtensionLinkConsent, usePreAuthCodeOfUrl, type ExtensionLinkValues } from './extension-link-consent';
import { SubmitButton } from '@/components/ui/form/submit-button';

interface LoginValues extends ExtensionLinkValues {
  username: string;
  password: string;
}

interface PasswordLoginFormProps {
  /** Where to go when the `redirect` query is missing or not a same-site path. */
  homeHref: string;
}

/**
 * Sign-in with account name / email / phone and password. The call is silent (no toast, no
 * re-login dialog): a refusal is shown inline and the typed values stay.
 */
export function PasswordLoginForm({ homeHref }: PasswordLoginFormProps) {
  const t = useTranslations('auth');
  const tv = useTranslations('validation');
  const te = useTranslations('errors');
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // After a password reset the recovery page sends the visitor here with ?reset=1.
  const afterReset = useClientValue(() => new URLSearchParams(window.location.search).get('reset') === '1', false);
  const preAuthCode = usePreAuthCodeOfUrl();

  async function handleFinish(values: LoginValues) {
    setSubmitting(true);
    setError(null);
    try {
      // The URL's extension code goes with the sign-in (bind_link_pre_auth_code) only when the box was ticked.
      const bindLinkPreAuthCode = consentedPreAuthCode(preAuthCode, values);
      const accepted = await login({ username: values.username, password: values.password, bindLinkPreAuthCode });
      if (!accepted?.signedIn) throw new Error('login not accepted');
      await finishSignIn(homeHref);
    } catch (failure) {
      setError(failureMessage(failure, { network: te('requestMsg'), fallback: te('checkAccountPassword') }));
      setSubmitting(false);
    }
  }

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={handleFinish}
      onValuesChange={() => setError(null)}
      name="login-password"
      disabled={submitting}
    >
      <FormAlert error={error} notice={afterReset ? t('resetDone') : null} />
      <Form.Item
        name="username"
        label={t('usernameLabel')}
        normalize={(value: string) => value?.replace(/^\s+/, '')}
        rules={[{ required: true, whitespace: true, message: t('usernameRequired') }]}
      >
        <Input autoComplete="username" placeholder={t('usernamePlaceholder')} size="large" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('passwordLabel')}
        rules={[
          { required: true, message: t('passwordRequired') },
          {
            validator: (_rule, value: string | undefined) =>
              !value || PASSWORD_PATTERN.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(tv('passwordRule'))),
          },
        ]}
      >
        <Input.Password autoComplete="current-password" placeholder={t('passwordPlaceholder')} size="large" />
      </Form.Item>
      <ExtensionLinkConsent code={preAuthCode} />
      <SubmitButton loading={submitting}>{t('submit')}</SubmitButton>
    </Form>
  );
}
