'use client';

import { loginByEmail, loginByPhone, type ContactTarget } from '@/lib/api/passport';
import { failureMessage } from '@/lib/api/failure-message';
import { finishSignIn } from './finish-sign-in';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormField } from '@/components/ui/form/form-field';
import { PlainForm } from '@/components/ui/form/plain-form';
import { PlainSubmit } from '@/components/ui/form/plain-submit';
import { CompactRow, TextInput } from '@/components/ui/form/text-input';
import { usePlainForm } from '@/components/ui/form/use-plain-form';
import { ContactFields } from './contact-fields';
import { DEFAULT_DIAL_CODE } from './contact-target';
import { consentedPreAuthCode, ExtensionLinkConsent, usePreAuthCodeOfUrl } from './extension-link-consent';
import { SendCodeButton } from './send-code-button';
import { trimStart } from './auth-rules';
import { useAuthStatus } from './use-auth-status';

interface CodeLoginFormProps {
  mode: 'email' | 'phone';
  homeHref: string;
}

/** Sign-in with a one-time code sent to an e-mail or a phone (purpose login). Typed values stay on failure. */
export function CodeLoginForm({ mode, homeHref }: CodeLoginFormProps) {
  const { t, te, rules, submitting, setSubmitting, error, setError, notice, setNotice } = useAuthStatus();
  const preAuthCode = usePreAuthCodeOfUrl();
  const contactField = mode === 'email' ? 'email' : 'phone';
  const form = usePlainForm({
    name: `login-${mode}`,
    initial: { kind: mode, email: '', phone: '', internationalCode: DEFAULT_DIAL_CODE, otp: '', linkExtension: false },
    rules: { [contactField]: mode === 'email' ? rules.email : rules.phone, otp: rules.code },
    normalize: { email: trimStart, phone: trimStart, otp: trimStart },
    onChange: () => setError(null),
  });

  function getTarget(): ContactTarget | null {
    const values = form.validate([contactField]);
    if (!values) return null;
    return mode === 'email'
      ? { kind: 'email', email: values.email.trim() }
      : { kind: 'phone', phone: values.phone.trim(), internationalCode: values.internationalCode || DEFAULT_DIAL_CODE };
  }

  async function handleSubmit() {
    const values = form.validate([contactField, 'otp']);
    if (!values) return;
    setSubmitting(true);
    setError(null);
    // The URL's extension code goes with the sign-in (bind_link_pre_auth_code) only when the box was ticked.
    const preAuth = consentedPreAuthCode(preAuthCode, values);
    try {
      const accepted =
        mode === 'email'
          ? await loginByEmail(values.email, values.otp, preAuth)
          : await loginByPhone(values.phone, values.internationalCode || DEFAULT_DIAL_CODE, values.otp, preAuth);
      if (!accepted?.signedIn) throw new Error('not signed in');
      await finishSignIn(homeHref);
    } catch (failure) {
      setError(failureMessage(failure, { network: te('requestMsg'), fallback: te('verificationCodeWrong') }));
      setSubmitting(false);
    }
  }

  return (
    <PlainForm formRef={form.formRef} name={`login-${mode}`} disabled={submitting} onSubmit={handleSubmit}>
      <FormAlert error={error} notice={notice} />
      <ContactFields form={form} kind={mode} switchable={false} />
      <FormField id={form.idOf('otp')} label={t('codeLabel')} error={form.errors.otp}>
        <CompactRow>
          <TextInput {...form.text('otp')} grow inputMode="numeric" autoComplete="one-time-code" maxLength={16} placeholder={t('codePlaceholder')} />
          <SendCodeButton purpose="login" getTarget={getTarget} onSent={() => setNotice(t('codeSent'))} onError={setError} />
        </CompactRow>
      </FormField>
      <ExtensionLinkConsent code={preAuthCode} input={form.check('linkExtension', { hint: true })} />
      <PlainSubmit loading={submitting}>{t('submit')}</PlainSubmit>
    </PlainForm>
  );
}
