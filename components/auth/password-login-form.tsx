'use client';

import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslations } from 'next-intl';
import { loadCurrentMember } from '@/lib/api/account';
import { login } from '@/lib/api/passport';
import { safeRedirectPath } from '@/lib/site/safe-redirect';
import { PASSWORD_PATTERN } from '@/lib/validation/rules';
import { failureMessage } from './error-message';

interface LoginValues {
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

  async function handleFinish(values: LoginValues) {
    setSubmitting(true);
    setError(null);
    try {
      const accepted = await login({ username: values.username, password: values.password });
      if (!accepted?.signedIn) throw new Error('login not accepted');
      await loadCurrentMember().catch(() => undefined);
      const requested = new URLSearchParams(window.location.search).get('redirect');
      // A full navigation, so the server render sees the new session cookie.
      window.location.assign(safeRedirectPath(requested, homeHref));
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
      disabled={submitting}
    >
      {error ? (
        // antd's Alert carries role="alert", so the message is announced.
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />
      ) : null}
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
              !value || PASSWORD_PATTERN.test(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(tv('passwordRule'))),
          },
        ]}
      >
        <Input.Password autoComplete="current-password" placeholder={t('passwordPlaceholder')} size="large" />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t('submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
