'use client';

import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/form/form-field';
import { TextInput } from '@/components/ui/form/text-input';
import { usePlainForm } from '@/components/ui/form/use-plain-form';
import { updateMember, type MemberDetail } from '@/lib/api/account';
import { AccountForm } from './account-form';
import { AccountFacts, AccountSection } from './account-section';
import { useSave } from '@/components/ui/form/use-save';

const NAME_MAX = 64;

/** Account name, member code and level (read-only) and the editable name. */
export function ProfileForm({ member }: { member: MemberDetail }) {
  const t = useTranslations('account');
  const { saving, error, notice, setNotice, save } = useSave();
  const form = usePlainForm({
    name: 'profile',
    initial: { name: member.name ?? '' },
    rules: {
      name: (value) => {
        const name = String(value ?? '');
        if (!name.trim()) return t('nameRequired');
        return name.length > NAME_MAX ? t('nameTooLong', { max: NAME_MAX }) : null;
      },
    },
    onChange: () => setNotice(null),
  });

  async function handleSubmit() {
    const values = form.validate();
    if (!values) return;
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
      <AccountForm formRef={form.formRef} name="profile" saving={saving} error={error} notice={notice} submitLabel={t('save')} onSubmit={handleSubmit}>
        <FormField id={form.idOf('name')} label={t('nameLabel')} error={form.errors.name}>
          <TextInput {...form.text('name')} autoComplete="name" placeholder={t('namePlaceholder')} />
        </FormField>
      </AccountForm>
    </AccountSection>
  );
}
