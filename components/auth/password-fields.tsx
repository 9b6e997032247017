'use client';

import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/form/form-field';
import { PasswordInput } from '@/components/ui/form/text-input';
import type { PlainForm, PlainValues } from '@/components/ui/form/use-plain-form';

type PasswordValues = PlainValues & { confirmPassword: string };

interface PasswordFieldsProps<V extends PasswordValues> {
  form: PlainForm<V>;
  /** The new password's field: `password` (sign-in forms) unless named (the account page's `newPassword`). */
  name?: keyof V & string;
  label: string;
  confirmLabel: string;
}

/** A new password twice (rules: useAuthRules().newPassword and .confirmPassword or .confirmationOf(name), SPEC section 5). */
export function PasswordFields<V extends PasswordValues>({ form, name = 'password', label, confirmLabel }: PasswordFieldsProps<V>) {
  const t = useTranslations('auth');
  const eye = { showLabel: t('showPassword'), hideLabel: t('hidePassword') };
  return (
    <>
      <FormField id={form.idOf(name)} label={label} error={form.errors[name]}>
        <PasswordInput {...form.text(name)} {...eye} autoComplete="new-password" placeholder={t('passwordPlaceholder')} />
      </FormField>
      <FormField id={form.idOf('confirmPassword')} label={confirmLabel} error={form.errors.confirmPassword}>
        <PasswordInput {...form.text('confirmPassword')} {...eye} autoComplete="new-password" />
      </FormField>
    </>
  );
}
