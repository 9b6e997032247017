'use client';

import type { ReactNode } from 'react';
import { AntdRegistry } from '@ant-design/nextjs-registry';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { Locale } from '@/lib/contract/constants';

/** antd's default danger red (#ff4d4f) and secondary grey fail WCAG AA contrast on white: darker ones. */
const CONTRAST_TOKENS = { colorError: '#cf1322', colorTextDescription: '#595959' } as const;

interface AntdProviderProps {
  locale: Locale;
  /** The host's primary colour (see components/pages/theme-colors.ts), chosen on the server. */
  primaryColor: string;
  children: ReactNode;
}

/**
 * antd for the route groups that use it (user area, sign-in and register forms) and only for them:
 * public pages never load antd (ARCHITECTURE.md, "Quality that is designed in").
 */
export function AntdProvider({ locale, primaryColor, children }: AntdProviderProps) {
  return (
    <AntdRegistry>
      <ConfigProvider
        locale={locale === 'en' ? enUS : zhCN}
        theme={{ token: { colorPrimary: primaryColor, colorLink: primaryColor, borderRadius: 6, ...CONTRAST_TOKENS } }}
      >
        {children}
      </ConfigProvider>
    </AntdRegistry>
  );
}
