'use client';

import { Form, Input } from 'antd';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/input.css';
import { useTranslations } from 'next-intl';
import { changePassword } from '@/lib/api/account';
import { AntdPasswordFields } from './antd-password-fields';
import { AccountForm } from './account-form';
import { AccountSection } from './account-section';
import { useSave } from './use-save';
import styles from './section.module.css';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/** Old password and the new one twice; the other sessions end (the user is told). */
export function PasswordChangeForm() {
  const t = useTranslations('account');
  const tv = useTranslations('validation');
  const [form] = Form.useForm<PasswordValues>();
  const { saving, error, notice, setError, setNotice, save } = useSave();

  async function handleFinish(values: PasswordValues) {
    setNotice(null);
    await save(
      async () => {
        await changePassword(values.oldPassword, values.newPassword, values.confirmPassword);
        form.resetFields();
        setNotice(t('passwordChanged'));
      },
      { form, fields: FIELDS },
    );
  }

  return (
    <AccountSection id="password" title={t('passwordHeading')}>
      <p className={styles.note}>{t('passwordSessionsNote')}</p>
      <AccountForm<PasswordValues>
        form={form}
        name="password"
        onFinish={handleFinish}
        onValuesChange={() => setError(null)}
        saving={saving}
        error={error}
        notice={notice}
        submitLabel={t('passwordSubmit')}
      >
        <Form.Item name="oldPassword" label={t('oldPasswordLabel')} rules={[{ required: true, message: tv('oldPassword') }]}>
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <AntdPasswordFields name="newPassword" label={t('newPasswordLabel')} confirmLabel={t('confirmPasswordLabel')} />
      </AccountForm>
    </AccountSection>
  );
}
