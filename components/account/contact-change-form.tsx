'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { usePlainForm } from '@/components/ui/form/use-plain-form';
import { updateMember, type MemberDetail } from '@/lib/api/account';
import { formatPhone } from '@/lib/format/phone';
import { trimBoth, trimStart, useAuthRules } from '@/components/auth/auth-rules';
import { CodeField } from '@/components/auth/code-field';
import { ContactFields, type ContactKind } from '@/components/auth/contact-fields';
import { CONTACT_FIELD_MAP, DEFAULT_DIAL_CODE } from '@/components/auth/contact-target';
import { checkedContact } from '@/components/auth/use-auth-status';
import { AccountForm } from './account-form';
import { AccountFacts, AccountSection } from './account-section';
import { useSave } from '@/components/ui/form/use-save';
import styles from './section.module.css';

const FIELDS = ['email', 'phone', 'internationalCode', 'code'] as const;

/** New e-mail or phone: a code (purpose change-contact) goes to the NEW target, then PUT /u/user. */
export function ContactChangeForm({ member: initial }: { member: MemberDetail }) {
  const t = useTranslations('account');
  const ta = useTranslations('auth');
  const rules = useAuthRules();
  const [member, setMember] = useState(initial);
  const { saving, error, notice, setError, setNotice, save } = useSave();
  const form = usePlainForm({
    name: 'contact',
    initial: { kind: 'email', email: '', phone: '', internationalCode: initial.internationalCode || DEFAULT_DIAL_CODE, code: '' },
    rules: { email: rules.email, phone: rules.phone, code: rules.code },
    normalize: { email: trimStart, phone: trimStart, code: trimBoth },
    onChange: () => setError(null),
  });
  const kind: ContactKind = form.values.kind === 'phone' ? 'phone' : 'email';

  async function handleSubmit() {
    const checked = checkedContact(form, ['code']);
    if (!checked) return;
    const { values, target } = checked;
    await save(
      async () => {
        const update =
          target.kind === 'email'
            ? { email: target.email, code: values.code }
            : { phone: target.phone, international_code: target.internationalCode, code: values.code };
        const updated = await updateMember(update);
        if (updated?.id) setMember(updated);
        form.reset(['email', 'phone', 'code']);
        setNotice(t('contactSaved'));
      },
      { form, fields: FIELDS, fieldMap: CONTACT_FIELD_MAP },
    );
  }

  const phone = formatPhone(member.internationalCode, member.phone) || t('notSet');
  return (
    <AccountSection id="contact" title={t('contactHeading')}>
      <AccountFacts
        items={[
          { term: t('currentEmail'), value: member.email || t('notSet') },
          { term: t('currentPhone'), value: phone },
        ]}
      />
      <p className={styles.note}>{t('contactHint')}</p>
      <AccountForm formRef={form.formRef} name="contact" saving={saving} error={error} notice={notice} submitLabel={t('contactSave')} onSubmit={handleSubmit}>
        <ContactFields form={form} kind={kind} emailLabel={t('newEmailLabel')} phoneLabel={t('newPhoneLabel')} />
        <CodeField
          form={form}
          purpose="change-contact"
          getTarget={() => checkedContact(form)?.target ?? null}
          onSent={() => setNotice(ta('codeSent'))}
          onError={setError}
        />
      </AccountForm>
    </AccountSection>
  );
}
