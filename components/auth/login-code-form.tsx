'use client';

import { useState } from 'react';
import { Form, Input } from 'antd';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/input.css';
import { useTranslations } from 'next-intl';
import { loginByCode } from '@/lib/api/passport';
import { failureMessage } from '@/lib/api/failure-message';
import { finishSignIn } from './finish-sign-in';
import { consentedPreAuthCode, ExtensionLinkConsent, usePreAuthCodeOfUrl, type ExtensionLinkValues } from './extension-link-consent';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';

interface LoginCodeValues extends ExtensionLinkValues {
  code: string;
}

/** Sign-in with a one-time login code created in the user area of another device. */
export function LoginCodeForm({ homeHref }: { homeHref: string }) {
  const t = useTranslations('auth');
  const te = useTranslations('errors');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preAuthCode = usePreAuthCodeOfUrl();

  async function handleFinish(values: LoginCodeValues) {
    setSubmitting(true);
    setError(null);
    try {
      const accepted = await loginByCode(values.code);
      if (!accepted?.signedIn) throw new Error('not signed in');
      // login-by-code takes no extension code: the ticked one is linked right after (POST /bind).
      await finishSignIn(homeHref, { bindCode: consentedPreAuthCode(preAuthCode, values) });
    } catch (failure) {
      setError(failureMessage(failure, { network: te('requestMsg'), fallback: te('verificationFailed') }));
      setSubmitting(false);
    }
  }

  return (
    <Form<LoginCodeValues>
      name="login-code"
      layout="vertical"
      requiredMark={false}
      onFinish={handleFinish}
      onValuesChange={() => setError(null)}
      disabled={submitting}
    >
      <FormAlert error={error} />
      <Form.Item
        name="code"
        label={t('loginCodeLabel')}
        extra={t('loginCodeHint')}
        normalize={(value: string) => value?.replace(/^\s+/, '')}
        rules={[{ required: true, whitespace: true, message: t('loginCodeRequired') }]}
      >
        <Input autoComplete="one-time-code" placeholder={t('loginCodePlaceholder')} size="large" />
      </Form.Item>
      <ExtensionLinkConsent code={preAuthCode} />
      <SubmitButton loading={submitting}>{t('submit')}</SubmitButton>
    </Form>
  );
}
