import { setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { AuthMessagesProvider } from '@/components/auth/auth-messages-provider';
import { RegisterForm } from '@/components/auth/register-form';
import { loadTermsHtml } from '@/lib/server-data/terms';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { getPathname } from '@/lib/i18n/navigation';

export const generateMetadata = routeMetadata('register');

/** /register: the terms of service are read (and sanitized) on the server; the form is a client island. */
export default async function RegisterPage({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  const termsHtml = await loadTermsHtml(site, locale);
  return (
    <AuthCard locale={locale} routeKey="register" links={[{ leadKey: 'haveAccount', labelKey: 'toLogin', pathname: '/login' }]}>
      <AuthMessagesProvider>
        <RegisterForm termsHtml={termsHtml} afterHref={getPathname({ href: '/user/user-center', locale })} />
      </AuthMessagesProvider>
    </AuthCard>
  );
}
