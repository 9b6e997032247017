import { setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { AuthMessagesProvider } from '@/components/auth/auth-messages-provider';
import { ForgetPasswordForm } from '@/components/auth/forget-password-form';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { themePrimary } from '@/components/pages/theme-colors';
import { getPathname } from '@/lib/i18n/localized-navigation';
import { getSiteConfig } from '@/lib/site/get-site';

export const generateMetadata = routeMetadata('forgetPassword');

/** /forget-password: a plain form like /login (no antd), inside the default layout. */
export default async function ForgetPasswordPage({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  const config = await getSiteConfig(site, locale);
  const primaryColor = themePrimary(config.site.theme);
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '40px 16px 64px', ['--site-primary' as string]: primaryColor }}>
      <AuthCard locale={locale} routeKey="forgetPassword" links={[{ labelKey: 'toLogin', pathname: '/login' }]}>
        <AuthMessagesProvider>
          <ForgetPasswordForm loginHref={getPathname({ href: '/login', locale })} />
        </AuthMessagesProvider>
      </AuthCard>
    </div>
  );
}
