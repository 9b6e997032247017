'use client';

import { useState } from 'react';
import { Form, Input, Space } from 'antd';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/input.css';
import { useTranslations } from 'next-intl';
import { updateMember, type MemberDetail } from '@/lib/api/account';
import { formatPhone } from '@/lib/format/phone';
import { AntdContactFields } from './antd-contact-fields';
import { CONTACT_FIELD_MAP, contactFieldNames, contactTargetOf, DEFAULT_DIAL_CODE, type ContactValues } from '@/components/auth/contact-target';
import { AntdSendCodeButton } from './antd-send-code-button';
import { AccountForm } from './account-form';
import { AccountFacts, AccountSection } from './account-section';
import { useSave } from './use-save';
import styles from './section.module.css';

interface ContactChangeValues extends ContactValues {
  code: string;
}

const FIELDS = ['email', 'phone', 'internationalCode', 'code'] as const;

/** New e-mail or phone: a code (purpose change-contact) goes to the NEW target, then PUT /u/user. */
export function ContactChangeForm({ member: initial }: { member: MemberDetail }) {
  const t = useTranslations('account');
  const ta = useTranslations('auth');
  const tv = useTranslations('validation');
  const [member, setMember] = useState(initial);
  const [form] = Form.useForm<ContactChangeValues>();
  const kind = Form.useWatch('kind', form) ?? 'email';
  const { saving, error, notice, setError, setNotice, save } = useSave();

  async function getTarget() {
    return contactTargetOf(await form.validateFields(contactFieldNames(kind)), kind);
  }

  async function handleFinish(values: ContactChangeValues) {
    const target = contactTargetOf(values, kind);
    if (!target) return;
    await save(
      async () => {
        const update =
          target.kind === 'email'
            ? { email: target.email, code: values.code }
            : { phone: target.phone, international_code: target.internationalCode, code: values.code };
        const updated = await updateMember(update);
        if (updated?.id) setMember(updated);
        form.resetFields(['email', 'phone', 'code']);
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
      <AccountForm<ContactChangeValues>
        form={form}
        name="contact"
        initialValues={{ kind: 'email', internationalCode: member.internationalCode || DEFAULT_DIAL_CODE }}
        onFinish={handleFinish}
        onValuesChange={() => setError(null)}
        saving={saving}
        error={error}
        notice={notice}
        submitLabel={t('contactSave')}
      >
        <AntdContactFields formName="contact" kind={kind} emailLabel={t('newEmailLabel')} phoneLabel={t('newPhoneLabel')} />
        <Form.Item label={ta('codeLabel')} required htmlFor="contact_code">
          <Space.Compact block>
            <Form.Item name="code" noStyle normalize={(v: string) => v?.trim()} rules={[{ required: true, message: tv('code') }]}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={16} placeholder={ta('codePlaceholder')} size="large" />
            </Form.Item>
            <AntdSendCodeButton purpose="change-contact" getTarget={getTarget} onSent={() => setNotice(ta('codeSent'))} onError={setError} />
          </Space.Compact>
        </Form.Item>
      </AccountForm>
    </AccountSection>
  );
}
