'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { loginByCode } from '@/lib/api/passport';
import { failureMessage } from '@/lib/api/failure-message';
import { finishSignIn } from './finish-sign-in';
import { consentedPreAuthCode, ExtensionLinkConsent, usePreAuthCodeOfUrl } from './extension-link-consent';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormField } from '@/components/ui/form/form-field';
import { PlainForm } from '@/components/ui/form/plain-form';
import { PlainSubmit } from '@/components/ui/form/plain-submit';
import { TextInput } from '@/components/ui/form/text-input';
import { usePlainForm } from '@/components/ui/form/use-plain-form';
import { trimStart, useAuthRules } from './auth-rules';

/** Sign-in with a one-time login code created in the user area of another device. */
export function LoginCodeForm({ homeHref }: { homeHref: string }) {
  const t = useTranslations('auth');
  const te = useTranslations('errors');
  const rules = useAuthRules();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preAuthCode = usePreAuthCodeOfUrl();
  const form = usePlainForm({
    name: 'login-code',
    initial: { code: '', linkExtension: false },
    rules: { code: rules.loginCode },
    normalize: { code: trimStart },
    onChange: () => setError(null),
  });

  async function handleSubmit() {
    const values = form.validate(['code']);
    if (!values) return;
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
    <PlainForm formRef={form.formRef} name="login-code" disabled={submitting} onSubmit={handleSubmit}>
      <FormAlert error={error} />
      <FormField id={form.idOf('code')} label={t('loginCodeLabel')} error={form.errors.code} hint={t('loginCodeHint')}>
        <TextInput {...form.text('code', { hint: true })} autoComplete="one-time-code" placeholder={t('loginCodePlaceholder')} />
      </FormField>
      <ExtensionLinkConsent code={preAuthCode} input={form.check('linkExtension', { hint: true })} />
      <PlainSubmit loading={submitting}>{t('submit')}</PlainSubmit>
    </PlainForm>
  );
}
