'use client';

import { Form, Input } from 'antd';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/input.css';
import { useTranslations } from 'next-intl';
import { updateMember, type MemberDetail } from '@/lib/api/account';
import { AccountForm } from './account-form';
import { AccountFacts, AccountSection } from './account-section';
import { useSave } from './use-save';

/** Account name, member code and level (read-only) and the editable name. */
export function ProfileForm({ member }: { member: MemberDetail }) {
  const t = useTranslations('account');
  const { saving, error, notice, setNotice, save } = useSave();

  async function handleFinish(values: { name: string }) {
    setNotice(null);
    await save(async () => {
      await updateMember({ name: values.name.trim() });
      setNotice(t('saved'));
    });
  }

  return (
    <AccountSection id="profile" title={t('profileHeading')}>
      <AccountFacts
        items={[
          { term: t('userNameLabel'), value: member.userName },
          { term: t('memberCodeLabel'), value: member.memberCode, testId: 'member-code' },
          { term: t('levelLabel'), value: member.levelName || '-' },
        ]}
      />
      <AccountForm<{ name: string }>
        name="profile"
        initialValues={{ name: member.name ?? '' }}
        onFinish={handleFinish}
        onValuesChange={() => setNotice(null)}
        saving={saving}
        error={error}
        notice={notice}
        submitLabel={t('save')}
      >
        <Form.Item name="name" label={t('nameLabel')} rules={[{ required: true, whitespace: true, message: t('nameRequired') }, { max: 64 }]}>
          <Input autoComplete="name" placeholder={t('namePlaceholder')} />
        </Form.Item>
      </AccountForm>
    </AccountSection>
  );
}
