import type { ReactNode } from 'react';
import { themePrimary } from '@/components/pages/theme-colors';
import { AntdProvider } from '@/components/providers/antd-provider';
import type { Locale } from '@/lib/contract/constants';
import { getSiteConfig } from '@/lib/site/get-site';

/**
 * The host's antd theme around a member's ship-for-me page whose forms use antd (sending goods, a good's page), as the user area's layout gives its pages. A file of its own: the public ship-for-me pages
 * import the shell, and must not load antd (ARCHITECTURE.md).
 */
export async function MemberAntd({ site, locale, children }: { site: string; locale: Locale; children: ReactNode }) {
  const config = await getSiteConfig(site, locale);
  return (
    <AntdProvider locale={locale} primaryColor={themePrimary(config.site.theme)}>
      {children}
    </AntdProvider>
  );
}
