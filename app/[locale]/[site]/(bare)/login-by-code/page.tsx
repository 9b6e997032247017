import { setRequestLocale } from 'next-intl/server';
import { AuthCard, type AuthLink } from '@/components/auth/auth-card';
import { AuthMessagesProvider } from '@/components/auth/auth-messages-provider';
import { CodeLoginTabs } from '@/components/auth/code-login-tabs';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { getPathname } from '@/lib/i18n/localized-navigation';

export const generateMetadata = routeMetadata('loginByCode');

const LINKS: AuthLink[] = [
  { labelKey: 'toLogin', pathname: '/login' },
  { leadKey: 'noAccount', labelKey: 'toRegister', pathname: '/register' },
];

/** /login-by-code: e-mail code, phone code or login code; `redirect` and the extension code are read in the browser. */
export default async function LoginByCodePage({ params }: PageProps) {
  const { locale } = await readPageParams(params);
  setRequestLocale(locale);
  return (
    <AuthCard locale={locale} routeKey="loginByCode" links={LINKS}>
      <AuthMessagesProvider>
        <CodeLoginTabs homeHref={getPathname({ href: '/', locale })} />
      </AuthMessagesProvider>
    </AuthCard>
  );
}
