'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { login } from '@/lib/api/passport';
import { failureMessage } from '@/lib/api/failure-message';
import { finishSignIn } from './finish-sign-in';
import { useClientValue } from '@/components/layout/use-client-value';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormField } from '@/components/ui/form/form-field';
import { PlainForm } from '@/components/ui/form/plain-form';
import { PlainSubmit } from '@/components/ui/form/plain-submit';
import { PasswordInput, TextInput } from '@/components/ui/form/text-input';
import { usePlainForm } from '@/components/ui/form/use-plain-form';
import { consentedPreAuthCode, ExtensionLinkConsent, usePreAuthCodeOfUrl } from './extension-link-consent';
import { trimStart, useAuthRules } from './auth-rules';

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
  const te = useTranslations('errors');
  const rules = useAuthRules();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = usePlainForm({
    name: 'login-password',
    initial: { username: '', password: '', linkExtension: false },
    rules: { username: rules.username, password: rules.loginPassword },
    normalize: { username: trimStart },
    onChange: () => setError(null),
  });

  // After a password reset the recovery page sends the visitor here with ?reset=1.
  const afterReset = useClientValue(() => new URLSearchParams(window.location.search).get('reset') === '1', false);
  const preAuthCode = usePreAuthCodeOfUrl();

  async function handleSubmit() {
    const values = form.validate(['username', 'password']);
    if (!values) return;
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
    <PlainForm formRef={form.formRef} name="login-password" disabled={submitting} onSubmit={handleSubmit}>
      <FormAlert error={error} notice={afterReset ? t('resetDone') : null} />
      <FormField id={form.idOf('username')} label={t('usernameLabel')} error={form.errors.username}>
        <TextInput {...form.text('username')} autoComplete="username" placeholder={t('usernamePlaceholder')} />
      </FormField>
      <FormField id={form.idOf('password')} label={t('passwordLabel')} error={form.errors.password}>
        <PasswordInput
          {...form.text('password')}
          autoComplete="current-password"
          placeholder={t('passwordPlaceholder')}
          showLabel={t('showPassword')}
          hideLabel={t('hidePassword')}
        />
      </FormField>
      <ExtensionLinkConsent code={preAuthCode} input={form.check('linkExtension', { hint: true })} />
      <PlainSubmit loading={submitting}>{t('submit')}</PlainSubmit>
    </PlainForm>
  );
}
