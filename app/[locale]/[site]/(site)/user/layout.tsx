import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { readPageParams, type SiteParams } from '@/components/pages/page-params';
import { themePrimary } from '@/components/pages/theme-colors';
import { AntdProvider } from '@/components/providers/antd-provider';
import { redirectToLogin, requestedPath } from '@/lib/session/login-redirect';
import { MemberSeed } from '@/components/user/member-seed';
import { UserShell } from '@/components/user/user-shell';
import { readCurrentMember } from '@/lib/server-data/user-api';
import { readAuthorization } from '@/lib/session/server-session';
import { getSiteConfig } from '@/lib/site/get-site';

// Every user page depends on the visitor's session: rendered per request, never cached (the root
// layout's ISR would otherwise fail with DYNAMIC_SERVER_USAGE when cookies() is read).
export const dynamic = 'force-dynamic';

interface UserLayoutProps {
  children: ReactNode;
  params: Promise<SiteParams>;
}

/**
 * The user area: needs a session (the proxy redirects first; this is the second check, with the backend,
 * and the gateway answers 401 to every /api/u call without one). Reading the cookie makes it dynamic.
 */
export default async function UserLayout({ children, params }: UserLayoutProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  const authorization = await readAuthorization();
  if (!authorization) redirectToLogin(locale, await requestedPath(locale, '/user/user-center'));

  const config = await getSiteConfig(site, locale);
  const primaryColor = themePrimary(config.site.theme);
  const { unauthorized, member } = await readCurrentMember(site, locale, authorization);
  // The session is checked with the backend here, not only by the cookie's presence.
  if (unauthorized) redirectToLogin(locale, await requestedPath(locale, '/user/user-center'));
  return (
    <AntdProvider locale={locale} primaryColor={primaryColor}>
      {member ? <MemberSeed member={member} /> : null}
      <UserShell locale={locale} primaryColor={primaryColor}>
        {children}
      </UserShell>
    </AntdProvider>
  );
}
