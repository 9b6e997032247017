'use client';

import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { updateMember, type MemberDetail } from '@/lib/api/account';
import { ContactFields } from '@/components/auth/contact-fields';
import { CONTACT_FIELD_MAP, contactFieldNames, contactTargetOf, DEFAULT_DIAL_CODE, type ContactValues } from '@/components/auth/contact-target';
import { failureMessage } from '@/lib/api/failure-message';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SendCodeButton } from '@/components/auth/send-code-button';
import { mapServerErrors } from '@/components/ui/form/server-errors';
import styles from './section.module.css';

interface ContactChangeValues extends ContactValues {
  code: string;
}

/** New e-mail or phone: a code (purpose change-contact) goes to the NEW target, then PUT /u/user. */
export function ContactChangeForm({ member: initial }: { member: MemberDetail }) {
  const t = useTranslations('account');
  const ta = useTranslations('auth');
  const tv = useTranslations('validation');
  const te = useTranslations('errors');
  const [member, setMember] = useState(initial);
  const [form] = Form.useForm<ContactChangeValues>();
  const kind = Form.useWatch('kind', form) ?? 'email';
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function getTarget() {
    return contactTargetOf(await form.validateFields(contactFieldNames(kind)), kind);
  }

  async function handleFinish(values: ContactChangeValues) {
    const target = contactTargetOf(values, kind);
    if (!target) return;
    setSaving(true);
    setError(null);
    try {
      const update =
        target.kind === 'email'
          ? { email: target.email, code: values.code }
          : { phone: target.phone, international_code: target.internationalCode, code: values.code };
      const updated = await updateMember(update);
      if (updated?.id) setMember(updated);
      form.resetFields(['email', 'phone', 'code']);
      setNotice(t('contactSaved'));
    } catch (failure) {
      const mapped = mapServerErrors(failure, ['email', 'phone', 'internationalCode', 'code'], CONTACT_FIELD_MAP);
      form.setFields(mapped.fields.map((f) => ({ name: f.name as keyof ContactChangeValues, errors: f.errors })));
      setError(mapped.fields.length ? mapped.message : failureMessage(failure, { network: te('requestMsg'), fallback: te('submitFailed') }));
    } finally {
      setSaving(false);
    }
  }

  const phone = member.phone ? `${member.internationalCode ? `+${member.internationalCode} ` : ''}${member.phone}` : t('notSet');
  return (
    <section className={styles.section} aria-labelledby="contact-heading">
      <h2 id="contact-heading" className={styles.heading}>
        {t('contactHeading')}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('currentEmail')}</dt>
        <dd>{member.email || t('notSet')}</dd>
        <dt>{t('currentPhone')}</dt>
        <dd>{phone}</dd>
      </dl>
      <p className={styles.note}>{t('contactHint')}</p>
      <Form<ContactChangeValues>
        form={form}
        name="contact"
        className={styles.form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ kind: 'email', internationalCode: member.internationalCode || DEFAULT_DIAL_CODE }}
        onFinish={handleFinish}
        onValuesChange={() => setError(null)}
        disabled={saving}
      >
        <FormAlert error={error} notice={notice} />
        <ContactFields formName="contact" kind={kind} emailLabel={t('newEmailLabel')} phoneLabel={t('newPhoneLabel')} />
        <Form.Item label={ta('codeLabel')} required htmlFor="contact_code">
          <Space.Compact block>
            <Form.Item name="code" noStyle normalize={(v: string) => v?.trim()} rules={[{ required: true, message: tv('code') }]}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={16} placeholder={ta('codePlaceholder')} size="large" />
            </Form.Item>
            <SendCodeButton purpose="change-contact" getTarget={getTarget} onSent={() => setNotice(ta('codeSent'))} onError={setError} />
          </Space.Compact>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('contactSave')}
        </Button>
      </Form>
    </section>
  );
}
