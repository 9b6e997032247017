'use client';

import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslations } from 'next-intl';
import { changePassword } from '@/lib/api/account';
import { failureMessage } from '@/lib/api/failure-message';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PasswordFields } from '@/components/auth/password-fields';
import { mapServerErrors } from '@/components/ui/form/server-errors';
import styles from './section.module.css';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Old password and the new one twice; the other sessions end (the user is told). */
export function PasswordChangeForm() {
  const t = useTranslations('account');
  const tv = useTranslations('validation');
  const te = useTranslations('errors');
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function handleFinish(values: PasswordValues) {
    setSaving(true);
    setError(null);
    setNotice(null);
    try {
      await changePassword(values.oldPassword, values.newPassword, values.confirmPassword);
      form.resetFields();
      setNotice(t('passwordChanged'));
    } catch (failure) {
      const mapped = mapServerErrors(failure, ['oldPassword', 'newPassword', 'confirmPassword']);
      form.setFields(mapped.fields.map((f) => ({ name: f.name as keyof PasswordValues, errors: f.errors })));
      setError(mapped.fields.length ? mapped.message : failureMessage(failure, { network: te('requestMsg'), fallback: te('submitFailed') }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="password-heading">
      <h2 id="password-heading" className={styles.heading}>
        {t('passwordHeading')}
      </h2>
      <p className={styles.note}>{t('passwordSessionsNote')}</p>
      <Form<PasswordValues>
        form={form}
        name="password"
        className={styles.form}
        layout="vertical"
        requiredMark={false}
        onFinish={handleFinish}
        onValuesChange={() => setError(null)}
        disabled={saving}
      >
        <FormAlert error={error} notice={notice} />
        <Form.Item name="oldPassword" label={t('oldPasswordLabel')} rules={[{ required: true, message: tv('oldPassword') }]}>
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <PasswordFields name="newPassword" label={t('newPasswordLabel')} confirmLabel={t('confirmPasswordLabel')} />
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('passwordSubmit')}
        </Button>
      </Form>
    </section>
  );
}
