'use client';

import { register } from '@/lib/api/passport';
import { CheckboxChoice } from '@/components/ui/form/choice-group';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormField } from '@/components/ui/form/form-field';
import { PlainForm } from '@/components/ui/form/plain-form';
import { PlainSubmit } from '@/components/ui/form/plain-submit';
import { TextInput } from '@/components/ui/form/text-input';
import { usePlainForm } from '@/components/ui/form/use-plain-form';
import { trimBoth, trimStart } from './auth-rules';
import { CodeField } from './code-field';
import { ContactFields, type ContactKind } from './contact-fields';
import { DEFAULT_DIAL_CODE } from './contact-target';
import { consentedPreAuthCode, ExtensionLinkConsent, usePreAuthCodeOfUrl } from './extension-link-consent';
import { finishSignIn } from './finish-sign-in';
import { PasswordFields } from './password-fields';
import { TermsModal } from './terms-modal';
import { checkedContact, showRefusal, useAuthStatus } from './use-auth-status';
import styles from './register-form.module.css';

const FIELDS = ['userName', 'email', 'phone', 'internationalCode', 'code', 'password', 'confirmPassword', 'agree'];

/** Register with an e-mail or a phone and its code; signed in on success, then to the user centre. */
export function RegisterForm({ termsHtml, afterHref }: { termsHtml: string; afterHref: string }) {
  const status = useAuthStatus();
  const { t, rules, submitting, setSubmitting, error, setError, notice, setNotice } = status;
  const preAuthCode = usePreAuthCodeOfUrl();
  const form = usePlainForm({
    name: 'register',
    initial: {
      userName: '',
      kind: 'email',
      email: '',
      phone: '',
      internationalCode: DEFAULT_DIAL_CODE,
      code: '',
      password: '',
      confirmPassword: '',
      agree: false as boolean,
      linkExtension: false as boolean,
    },
    rules: {
      userName: rules.userName,
      email: rules.email,
      phone: rules.phone,
      code: rules.code,
      password: rules.newPassword,
      confirmPassword: rules.confirmPassword,
      agree: rules.agree,
    },
    normalize: { userName: trimBoth, email: trimStart, phone: trimStart, code: trimBoth },
    dependents: { password: ['confirmPassword'] },
    onChange: () => setError(null),
  });
  const kind: ContactKind = form.values.kind === 'phone' ? 'phone' : 'email';

  async function handleSubmit() {
    const checked = checkedContact(form, ['userName', 'code', 'password', 'confirmPassword', 'agree']);
    if (!checked) return;
    const { values, target } = checked;
    setSubmitting(true);
    setError(null);
    try {
      const { userName, code, password, confirmPassword, agree } = values;
      const accepted = await register({ userName, target, code, password, confirmPassword, agree });
      if (!accepted?.signedIn) throw new Error('not signed in');
      // Registration takes no extension code: the ticked one is linked right after (POST /bind).
      await finishSignIn(afterHref, { bindCode: consentedPreAuthCode(preAuthCode, values) });
    } catch (failure) {
      showRefusal(form, failure, FIELDS, status);
    }
  }

  return (
    <PlainForm formRef={form.formRef} name="register" disabled={submitting} onSubmit={handleSubmit}>
      <FormAlert error={error} notice={notice} />
      <FormField id={form.idOf('userName')} label={t('userNameLabel')} error={form.errors.userName}>
        <TextInput {...form.text('userName')} autoComplete="username" placeholder={t('userNamePlaceholder')} />
      </FormField>
      <ContactFields form={form} kind={kind} />
      <CodeField
        form={form}
        purpose="register"
        getTarget={() => checkedContact(form)?.target ?? null}
        onSent={() => setNotice(t('codeSent'))}
        onError={setError}
      />
      <PasswordFields form={form} label={t('passwordLabel')} confirmLabel={t('confirmPasswordLabel')} />
      <FormField id={form.idOf('agree')} error={form.errors.agree}>
        <div className={styles.agree}>
          <CheckboxChoice {...form.check('agree')}>{t('agreePrefix')}</CheckboxChoice>
          <TermsModal termsHtml={termsHtml} />
        </div>
      </FormField>
      <ExtensionLinkConsent code={preAuthCode} input={form.check('linkExtension', { hint: true })} />
      <PlainSubmit loading={submitting}>{t('registerSubmit')}</PlainSubmit>
    </PlainForm>
  );
}
