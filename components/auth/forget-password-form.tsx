'use client';

import { resetPassword } from '@/lib/api/passport';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PlainForm } from '@/components/ui/form/plain-form';
import { PlainSubmit } from '@/components/ui/form/plain-submit';
import { usePlainForm } from '@/components/ui/form/use-plain-form';
import { trimBoth, trimStart } from './auth-rules';
import { CodeField } from './code-field';
import { ContactFields, type ContactKind } from './contact-fields';
import { checkedContact, showRefusal, useAuthStatus } from './use-auth-status';
import { DEFAULT_DIAL_CODE } from './contact-target';
import { PasswordFields } from './password-fields';

const FIELDS = ['email', 'phone', 'internationalCode', 'code', 'password', 'confirmPassword'];

/** Password recovery: a code to the e-mail or phone, a new password twice, then to sign-in with a notice. */
export function ForgetPasswordForm({ loginHref }: { loginHref: string }) {
  const status = useAuthStatus();
  const { t, rules, submitting, setSubmitting, error, setError, notice, setNotice } = status;
  const form = usePlainForm({
    name: 'reset',
    initial: { kind: 'email', email: '', phone: '', internationalCode: DEFAULT_DIAL_CODE, code: '', password: '', confirmPassword: '' },
    rules: { email: rules.email, phone: rules.phone, code: rules.code, password: rules.newPassword, confirmPassword: rules.confirmPassword },
    normalize: { email: trimStart, phone: trimStart, code: trimBoth },
    dependents: { password: ['confirmPassword'] },
    onChange: () => setError(null),
  });
  const kind: ContactKind = form.values.kind === 'phone' ? 'phone' : 'email';

  async function handleSubmit() {
    const checked = checkedContact(form, ['code', 'password', 'confirmPassword']);
    if (!checked) return;
    const { values, target } = checked;
    setSubmitting(true);
    setError(null);
    try {
      await resetPassword(target, values.code, values.password, values.confirmPassword);
      // A full navigation on purpose: the sign-in page starts fresh and shows the notice.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`${loginHref}?reset=1`);
    } catch (failure) {
      showRefusal(form, failure, FIELDS, status);
    }
  }

  return (
    <PlainForm formRef={form.formRef} name="reset" disabled={submitting} onSubmit={handleSubmit}>
      <FormAlert error={error} notice={notice} />
      <ContactFields form={form} kind={kind} />
      <CodeField
        form={form}
        purpose="reset"
        getTarget={() => checkedContact(form)?.target ?? null}
        onSent={() => setNotice(t('codeSent'))}
        onError={setError}
      />
      <PasswordFields form={form} label={t('newPasswordLabel')} confirmLabel={t('confirmPasswordLabel')} />
      <PlainSubmit loading={submitting}>{t('resetSubmit')}</PlainSubmit>
    </PlainForm>
  );
}
