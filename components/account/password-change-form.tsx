'use client';

import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/form/form-field';
import { PasswordInput } from '@/components/ui/form/text-input';
import { usePlainForm } from '@/components/ui/form/use-plain-form';
import { changePassword } from '@/lib/api/account';
import { useAuthRules } from '@/components/auth/auth-rules';
import { PasswordFields } from '@/components/auth/password-fields';
import { AccountForm } from './account-form';
import { AccountSection } from './account-section';
import { useSave } from '@/components/ui/form/use-save';
import styles from './section.module.css';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/** Old password and the new one twice; the other sessions end (the user is told). */
export function PasswordChangeForm() {
  const t = useTranslations('account');
  const ta = useTranslations('auth');
  const tv = useTranslations('validation');
  const rules = useAuthRules();
  const { saving, error, notice, setError, setNotice, save } = useSave();
  const form = usePlainForm({
    name: 'password',
    initial: { oldPassword: '', newPassword: '', confirmPassword: '' },
    rules: {
      oldPassword: (value) => (value ? null : tv('oldPassword')),
      newPassword: rules.newPassword,
      confirmPassword: rules.confirmationOf('newPassword'),
    },
    dependents: { newPassword: ['confirmPassword'] },
    onChange: () => setError(null),
  });

  async function handleSubmit() {
    const values = form.validate();
    if (!values) return;
    setNotice(null);
    await save(
      async () => {
        await changePassword(values.oldPassword, values.newPassword, values.confirmPassword);
        form.reset();
        setNotice(t('passwordChanged'));
      },
      { form, fields: FIELDS },
    );
  }

  return (
    <AccountSection id="password" title={t('passwordHeading')}>
      <p className={styles.note}>{t('passwordSessionsNote')}</p>
      <AccountForm
        formRef={form.formRef}
        name="password"
        saving={saving}
        error={error}
        notice={notice}
        submitLabel={t('passwordSubmit')}
        onSubmit={handleSubmit}
      >
        <FormField id={form.idOf('oldPassword')} label={t('oldPasswordLabel')} error={form.errors.oldPassword}>
          <PasswordInput {...form.text('oldPassword')} showLabel={ta('showPassword')} hideLabel={ta('hidePassword')} autoComplete="current-password" />
        </FormField>
        <PasswordFields form={form} name="newPassword" label={t('newPasswordLabel')} confirmLabel={t('confirmPasswordLabel')} />
      </AccountForm>
    </AccountSection>
  );
}
