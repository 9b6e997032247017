'use client';

import { useState } from 'react';
import { Checkbox, Form, Input, Space } from 'antd';
import '@/components/providers/antd/checkbox.css';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/input.css';
import { useTranslations } from 'next-intl';
import { register } from '@/lib/api/passport';
import { ContactFields } from './contact-fields';
import { CONTACT_FIELD_MAP, contactFieldNames, contactTargetOf, DEFAULT_DIAL_CODE, type ContactValues } from './contact-target';
import { failureMessage } from '@/lib/api/failure-message';
import { finishSignIn } from './finish-sign-in';
import { consentedPreAuthCode, ExtensionLinkConsent, usePreAuthCodeOfUrl, type ExtensionLinkValues } from './extension-link-consent';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PasswordFields } from './password-fields';
import { SendCodeButton } from './send-code-button';
import { mapServerErrors } from '@/components/ui/form/server-errors';
import { TermsModal } from './terms-modal';
import { SubmitButton } from '@/components/ui/form/submit-button';

interface RegisterValues extends ContactValues, ExtensionLinkValues {
  userName: string;
  code: string;
  password: string;
  confirmPassword: string;
  agree: boolean;
}

const FIELDS = ['userName', 'email', 'phone', 'internationalCode', 'code', 'password', 'confirmPassword', 'agree'];
const USER_NAME = /^[A-Za-z][A-Za-z0-9_]{2,19}$/;

/** Register with an e-mail or a phone and its code; signed in on success, then to the user centre. */
export function RegisterForm({ termsHtml, afterHref }: { termsHtml: string; afterHref: string }) {
  const t = useTranslations('auth');
  const tv = useTranslations('validation');
  const te = useTranslations('errors');
  const [form] = Form.useForm<RegisterValues>();
  const kind = Form.useWatch('kind', form) ?? 'email';
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const preAuthCode = usePreAuthCodeOfUrl();

  async function getTarget() {
    const values = await form.validateFields(contactFieldNames(kind));
    return contactTargetOf(values, kind);
  }

  async function handleFinish(values: RegisterValues) {
    const target = contactTargetOf(values, kind);
    if (!target) return;
    setSubmitting(true);
    setError(null);
    try {
      const accepted = await register({ ...values, userName: values.userName, target, agree: Boolean(values.agree) });
      if (!accepted?.signedIn) throw new Error('not signed in');
      // Registration takes no extension code: the ticked one is linked right after (POST /bind).
      await finishSignIn(afterHref, { bindCode: consentedPreAuthCode(preAuthCode, values) });
    } catch (failure) {
      const mapped = mapServerErrors(failure, FIELDS, CONTACT_FIELD_MAP);
      form.setFields(mapped.fields.map((f) => ({ name: f.name as keyof RegisterValues, errors: f.errors })));
      setError(mapped.fields.length ? mapped.message : failureMessage(failure, { network: te('requestMsg'), fallback: te('submitFailed') }));
      setSubmitting(false);
    }
  }

  return (
    <Form<RegisterValues>
      form={form}
      name="register"
      layout="vertical"
      requiredMark={false}
      initialValues={{ kind: 'email', internationalCode: DEFAULT_DIAL_CODE, agree: false }}
      onFinish={handleFinish}
      onValuesChange={() => setError(null)}
      disabled={submitting}
    >
      <FormAlert error={error} notice={notice} />
      <Form.Item
        name="userName"
        label={t('userNameLabel')}
        normalize={(value: string) => value?.trim()}
        rules={[
          { required: true, message: t('userNameRequired') },
          { pattern: USER_NAME, message: t('userNameRule') },
        ]}
      >
        <Input autoComplete="username" placeholder={t('userNamePlaceholder')} size="large" />
      </Form.Item>
      <ContactFields formName="register" kind={kind} />
      <Form.Item label={t('codeLabel')} required htmlFor="register_code">
        <Space.Compact block>
          <Form.Item name="code" noStyle normalize={(v: string) => v?.trim()} rules={[{ required: true, message: tv('code') }]}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={16} placeholder={t('codePlaceholder')} size="large" />
          </Form.Item>
          <SendCodeButton purpose="register" getTarget={getTarget} onSent={() => setNotice(t('codeSent'))} onError={setError} />
        </Space.Compact>
      </Form.Item>
      <PasswordFields label={t('passwordLabel')} confirmLabel={t('confirmPasswordLabel')} />
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[{ validator: (_r, value?: boolean) => (value ? Promise.resolve() : Promise.reject(new Error(t('agreeRequired')))) }]}
      >
        <Checkbox>{t('agreePrefix')}</Checkbox>
      </Form.Item>
      <div style={{ margin: '-16px 0 16px 24px' }}>
        <TermsModal termsHtml={termsHtml} />
      </div>
      <ExtensionLinkConsent code={preAuthCode} />
      <SubmitButton loading={submitting}>{t('registerSubmit')}</SubmitButton>
    </Form>
  );
}
