'use client';

import { useTranslations } from 'next-intl';
import { PlainTabs } from '@/components/ui/form/plain-tabs';
import { CodeLoginForm } from './code-login-form';
import { LoginCodeForm } from './login-code-form';

/** /login-by-code: e-mail code, phone code and login code, one tab each. */
export function CodeLoginTabs({ homeHref }: { homeHref: string }) {
  const t = useTranslations('auth');
  return (
    <PlainTabs
      label={t('codeLoginLabel')}
      tabs={[
        { key: 'email', label: t('tabEmailCode'), content: <CodeLoginForm mode="email" homeHref={homeHref} /> },
        { key: 'phone', label: t('tabPhoneCode'), content: <CodeLoginForm mode="phone" homeHref={homeHref} /> },
        { key: 'code', label: t('tabLoginCode'), content: <LoginCodeForm homeHref={homeHref} /> },
      ]}
    />
  );
}
