'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { resetPassword } from '@/lib/api/passport';
import { failureMessage } from '@/lib/api/failure-message';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PlainForm } from '@/components/ui/form/plain-form';
import { PlainSubmit } from '@/components/ui/form/plain-submit';
import { mapServerErrors } from '@/components/ui/form/server-errors';
import { usePlainForm } from '@/components/ui/form/use-plain-form';
import { trimBoth, trimStart, useAuthRules } from './auth-rules';
import { CodeField } from './code-field';
import { ContactFields, type ContactKind } from './contact-fields';
import { CONTACT_FIELD_MAP, contactFieldNames, contactTargetOf, DEFAULT_DIAL_CODE } from './contact-target';
import { PasswordFields } from './password-fields';

const FIELDS = ['email', 'phone', 'internationalCode', 'code', 'password', 'confirmPassword'];

/** Password recovery: a code to the e-mail or phone, a new password twice, then to sign-in with a notice. */
export function ForgetPasswordForm({ loginHref }: { loginHref: string }) {
  const t = useTranslations('auth');
  const te = useTranslations('errors');
  const rules = useAuthRules();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = usePlainForm({
    name: 'reset',
    initial: { kind: 'email', email: '', phone: '', internationalCode: DEFAULT_DIAL_CODE, code: '', password: '', confirmPassword: '' },
    rules: { email: rules.email, phone: rules.phone, code: rules.code, password: rules.newPassword, confirmPassword: rules.confirmPassword },
    normalize: { email: trimStart, phone: trimStart, code: trimBoth },
    dependents: { password: ['confirmPassword'] },
    onChange: () => setError(null),
  });
  const kind: ContactKind = form.values.kind === 'phone' ? 'phone' : 'email';

  function getTarget() {
    const values = form.validate(contactFieldNames(kind));
    return values ? contactTargetOf({ ...values, kind }, kind) : null;
  }

  async function handleSubmit() {
    const values = form.validate([...contactFieldNames(kind), 'code', 'password', 'confirmPassword']);
    const target = values && contactTargetOf({ ...values, kind }, kind);
    if (!values || !target) return;
    setSubmitting(true);
    setError(null);
    try {
      await resetPassword(target, values.code, values.password, values.confirmPassword);
      // A full navigation on purpose: the sign-in page starts fresh and shows the notice.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`${loginHref}?reset=1`);
    } catch (failure) {
      const mapped = mapServerErrors(failure, FIELDS, CONTACT_FIELD_MAP);
      form.setFieldErrors(mapped.fields);
      setError(mapped.fields.length ? mapped.message : failureMessage(failure, { network: te('requestMsg'), fallback: te('submitFailed') }));
      setSubmitting(false);
    }
  }

  return (
    <PlainForm formRef={form.formRef} name="reset" disabled={submitting} onSubmit={handleSubmit}>
      <FormAlert error={error} notice={notice} />
      <ContactFields form={form} kind={kind} />
      <CodeField form={form} purpose="reset" getTarget={getTarget} onSent={() => setNotice(t('codeSent'))} onError={setError} />
      <PasswordFields form={form} label={t('newPasswordLabel')} confirmLabel={t('confirmPasswordLabel')} />
      <PlainSubmit loading={submitting}>{t('resetSubmit')}</PlainSubmit>
    </PlainForm>
  );
}
