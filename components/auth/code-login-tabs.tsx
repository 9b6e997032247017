'use client';

import { Tabs } from 'antd';
import '@/components/providers/antd/tabs.css';
import { useTranslations } from 'next-intl';
import { CodeLoginForm } from './code-login-form';
import { LoginCodeForm } from './login-code-form';

/** /login-by-code: e-mail code, phone code and login code, one tab each. */
export function CodeLoginTabs({ homeHref }: { homeHref: string }) {
  const t = useTranslations('auth');
  return (
    <Tabs
      defaultActiveKey="email"
      aria-label={t('codeLoginLabel')}
      destroyOnHidden={false}
      items={[
        { key: 'email', label: t('tabEmailCode'), children: <CodeLoginForm mode="email" homeHref={homeHref} /> },
        { key: 'phone', label: t('tabPhoneCode'), children: <CodeLoginForm mode="phone" homeHref={homeHref} /> },
        { key: 'code', label: t('tabLoginCode'), children: <LoginCodeForm homeHref={homeHref} /> },
      ]}
    />
  );
}
