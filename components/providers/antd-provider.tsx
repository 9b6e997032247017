'use client';

import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { Locale } from '@/lib/contract/constants';
import { antdTheme } from './antd-theme';
import './antd/core.css';

interface AntdProviderProps {
  locale: Locale;
  /** The host's primary colour (see components/pages/theme-colors.ts), chosen on the server. */
  primaryColor: string;
  children: ReactNode;
}

/**
 * antd for the route groups that use it (user area, a member's ship-for-me pages) and only for them: public pages and
 * the sign-in forms never load antd (ARCHITECTURE.md, "Quality that is designed in"). Its styles are static files:
 * ./antd/core.css here (the host's colours are chosen there by html[data-theme]), and each component's own file where
 * it is imported. Nothing is computed or inlined per page.
 */
export function AntdProvider({ locale, primaryColor, children }: AntdProviderProps) {
  return (
    <ConfigProvider locale={locale === 'en' ? enUS : zhCN} theme={antdTheme(primaryColor, true)}>
      {children}
    </ConfigProvider>
  );
}
