import { setRequestLocale } from 'next-intl/server';
import { AuthCard, type AuthLink } from '@/components/auth/auth-card';
import { AuthMessagesProvider } from '@/components/auth/auth-messages-provider';
import { PasswordLoginForm } from '@/components/auth/password-login-form';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { getPathname } from '@/lib/i18n/localized-navigation';

export const generateMetadata = routeMetadata('login');

const LINKS: AuthLink[] = [
  { labelKey: 'toForgetPassword', pathname: '/forget-password' },
  { labelKey: 'toLoginByCode', pathname: '/login-by-code' },
  { leadKey: 'noAccount', labelKey: 'toRegister', pathname: '/register' },
];

/** /login: the `redirect` query is read in the browser, so the page itself stays static. */
export default async function LoginPage({ params }: PageProps) {
  const { locale } = await readPageParams(params);
  setRequestLocale(locale);
  return (
    <AuthCard locale={locale} routeKey="login" links={LINKS}>
      <AuthMessagesProvider>
        <PasswordLoginForm homeHref={getPathname({ href: '/', locale })} />
      </AuthMessagesProvider>
    </AuthCard>
  );
}
