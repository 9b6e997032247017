'use client';

import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/form/form-field';
import { CompactRow, TextInput } from '@/components/ui/form/text-input';
import type { PlainForm } from '@/components/ui/form/use-plain-form';
import { SendCodeButton, type SendCodeProps } from './send-code-button';

/** The verification code (field `code`) with its send button beside it. */
export function CodeField<V extends { code: string }>({ form, ...send }: SendCodeProps & { form: PlainForm<V> }) {
  const t = useTranslations('auth');
  return (
    <FormField id={form.idOf('code')} label={t('codeLabel')} error={form.errors.code}>
      <CompactRow>
        <TextInput {...form.text('code')} grow inputMode="numeric" autoComplete="one-time-code" maxLength={16} placeholder={t('codePlaceholder')} />
        <SendCodeButton {...send} />
      </CompactRow>
    </FormField>
  );
}
