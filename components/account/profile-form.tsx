'use client';

import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslations } from 'next-intl';
import { updateMember, type MemberDetail } from '@/lib/api/account';
import { failureMessage } from '@/lib/api/failure-message';
import { FormAlert } from '@/components/ui/form/form-alert';
import styles from './section.module.css';

/** Account name, member code and level (read-only) and the editable name. */
export function ProfileForm({ member }: { member: MemberDetail }) {
  const t = useTranslations('account');
  const te = useTranslations('errors');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function handleFinish(values: { name: string }) {
    setSaving(true);
    setError(null);
    setNotice(null);
    try {
      await updateMember({ name: values.name.trim() });
      setNotice(t('saved'));
    } catch (failure) {
      setError(failureMessage(failure, { network: te('requestMsg'), fallback: te('submitFailed') }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="profile-heading">
      <h2 id="profile-heading" className={styles.heading}>
        {t('profileHeading')}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('userNameLabel')}</dt>
        <dd>{member.userName}</dd>
        <dt>{t('memberCodeLabel')}</dt>
        <dd data-testid="member-code">{member.memberCode}</dd>
        <dt>{t('levelLabel')}</dt>
        <dd>{member.levelName || '-'}</dd>
      </dl>
      <Form<{ name: string }>
        name="profile"
        className={styles.form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: member.name ?? '' }}
        onFinish={handleFinish}
        onValuesChange={() => setNotice(null)}
        disabled={saving}
      >
        <FormAlert error={error} notice={notice} />
        <Form.Item name="name" label={t('nameLabel')} rules={[{ required: true, whitespace: true, message: t('nameRequired') }, { max: 64 }]}>
          <Input autoComplete="name" placeholder={t('namePlaceholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('save')}
        </Button>
      </Form>
    </section>
  );
}
