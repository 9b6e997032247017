'use client';

import { useState } from 'react';
import { Form, Input, Space } from 'antd';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/input.css';
import { useTranslations } from 'next-intl';
import { resetPassword } from '@/lib/api/passport';
import { ContactFields } from './contact-fields';
import { CONTACT_FIELD_MAP, contactFieldNames, contactTargetOf, DEFAULT_DIAL_CODE, type ContactValues } from './contact-target';
import { failureMessage } from '@/lib/api/failure-message';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PasswordFields } from './password-fields';
import { SendCodeButton } from './send-code-button';
import { mapServerErrors } from '@/components/ui/form/server-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';

interface ResetValues extends ContactValues {
  code: string;
  password: string;
  confirmPassword: string;
}

const FIELDS = ['email', 'phone', 'internationalCode', 'code', 'password', 'confirmPassword'];

/** Password recovery: a code to the e-mail or phone, a new password twice, then to sign-in with a notice. */
export function ForgetPasswordForm({ loginHref }: { loginHref: string }) {
  const t = useTranslations('auth');
  const tv = useTranslations('validation');
  const te = useTranslations('errors');
  const [form] = Form.useForm<ResetValues>();
  const kind = Form.useWatch('kind', form) ?? 'email';
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function getTarget() {
    return contactTargetOf(await form.validateFields(contactFieldNames(kind)), kind);
  }

  async function handleFinish(values: ResetValues) {
    const target = contactTargetOf(values, kind);
    if (!target) return;
    setSubmitting(true);
    setError(null);
    try {
      await resetPassword(target, values.code, values.password, values.confirmPassword);
      // A full navigation on purpose: the sign-in page starts fresh and shows the notice.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`${loginHref}?reset=1`);
    } catch (failure) {
      const mapped = mapServerErrors(failure, FIELDS, CONTACT_FIELD_MAP);
      form.setFields(mapped.fields.map((f) => ({ name: f.name as keyof ResetValues, errors: f.errors })));
      setError(mapped.fields.length ? mapped.message : failureMessage(failure, { network: te('requestMsg'), fallback: te('submitFailed') }));
      setSubmitting(false);
    }
  }

  return (
    <Form<ResetValues>
      form={form}
      name="reset"
      layout="vertical"
      requiredMark={false}
      initialValues={{ kind: 'email', internationalCode: DEFAULT_DIAL_CODE }}
      onFinish={handleFinish}
      onValuesChange={() => setError(null)}
      disabled={submitting}
    >
      <FormAlert error={error} notice={notice} />
      <ContactFields formName="reset" kind={kind} />
      <Form.Item label={t('codeLabel')} required htmlFor="reset_code">
        <Space.Compact block>
          <Form.Item name="code" noStyle normalize={(v: string) => v?.trim()} rules={[{ required: true, message: tv('code') }]}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={16} placeholder={t('codePlaceholder')} size="large" />
          </Form.Item>
          <SendCodeButton purpose="reset" getTarget={getTarget} onSent={() => setNotice(t('codeSent'))} onError={setError} />
        </Space.Compact>
      </Form.Item>
      <PasswordFields label={t('newPasswordLabel')} confirmLabel={t('confirmPasswordLabel')} />
      <SubmitButton loading={submitting}>{t('resetSubmit')}</SubmitButton>
    </Form>
  );
}
