'use client';

import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/form/form-field';
import { PasswordInput } from '@/components/ui/form/text-input';
import type { PlainForm } from '@/components/ui/form/use-plain-form';

interface PasswordFieldsProps<V extends { password: string; confirmPassword: string }> {
  form: PlainForm<V>;
  label: string;
  confirmLabel: string;
}

/** A new password twice (rules: useAuthRules().newPassword and .confirmPassword, SPEC section 5). */
export function PasswordFields<V extends { password: string; confirmPassword: string }>({ form, label, confirmLabel }: PasswordFieldsProps<V>) {
  const t = useTranslations('auth');
  const eye = { showLabel: t('showPassword'), hideLabel: t('hidePassword') };
  return (
    <>
      <FormField id={form.idOf('password')} label={label} error={form.errors.password}>
        <PasswordInput {...form.text('password')} {...eye} autoComplete="new-password" placeholder={t('passwordPlaceholder')} />
      </FormField>
      <FormField id={form.idOf('confirmPassword')} label={confirmLabel} error={form.errors.confirmPassword}>
        <PasswordInput {...form.text('confirmPassword')} {...eye} autoComplete="new-password" />
      </FormField>
    </>
  );
}
