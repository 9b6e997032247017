'use client';

import { useTranslations } from 'next-intl';
import { ChoiceGroup } from '@/components/ui/form/choice-group';
import { FormField } from '@/components/ui/form/form-field';
import { CompactRow, TextInput } from '@/components/ui/form/text-input';
import type { PlainForm } from '@/components/ui/form/use-plain-form';
import { DialCodeSelect } from './dial-code-select';

export type ContactKind = 'email' | 'phone';

/** The fields these controls fill (the form's rules check `email` and `phone`). */
export type ContactFormValues = { kind: string; email: string; phone: string; internationalCode: string };

interface ContactFieldsProps<V extends ContactFormValues> {
  form: PlainForm<V>;
  kind: ContactKind;
  emailLabel?: string;
  phoneLabel?: string;
  /** Show the e-mail / phone switch (field `kind`). */
  switchable?: boolean;
}

/** E-mail or phone (with its international code) of a code form; field ids are `<form name>_<field>`. */
export function ContactFields<V extends ContactFormValues>({ form, kind, emailLabel, phoneLabel, switchable = true }: ContactFieldsProps<V>) {
  const t = useTranslations('auth');
  const kindId = form.idOf('kind');
  return (
    <>
      {switchable ? (
        <FormField id={kindId} label={t('contactKind')} group>
          <ChoiceGroup
            type="radio"
            buttons
            id={kindId}
            label={t('contactKind')}
            value={kind}
            onChange={(value) => form.setValue('kind', value as V['kind'])}
            options={[
              { value: 'email', label: t('byEmail') },
              { value: 'phone', label: t('byPhone') },
            ]}
          />
        </FormField>
      ) : null}
      {kind === 'email' ? (
        <FormField id={form.idOf('email')} label={emailLabel ?? t('emailLabel')} error={form.errors.email}>
          <TextInput {...form.text('email')} type="email" autoComplete="email" placeholder={t('emailPlaceholder')} />
        </FormField>
      ) : (
        <PhoneField form={form} label={phoneLabel ?? t('phoneLabel')} />
      )}
    </>
  );
}

/** The dial code and the number in one row, labelled by the number's label; its message under the row. */
export function PhoneField<V extends ContactFormValues>({ form, label }: { form: PlainForm<V>; label: string }) {
  const t = useTranslations('auth');
  const dial = form.text('internationalCode');
  return (
    <FormField id={form.idOf('phone')} label={label} error={form.errors.phone}>
      <CompactRow>
        <DialCodeSelect id={dial.id} name={dial.name} value={dial.value} onChange={dial.onChange} ariaLabel={t('dialCodeLabel')} />
        <TextInput {...form.text('phone')} grow type="tel" autoComplete="tel-national" placeholder={t('phonePlaceholder')} />
      </CompactRow>
    </FormField>
  );
}
