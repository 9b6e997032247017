import type { Locale } from '@/lib/contract/constants';
import { getPathname } from '@/lib/i18n/localized-navigation';
import { loadTermsHtml } from '@/lib/server-data/terms';
import { AuthCard } from './auth-card';
import { AuthMessagesProvider } from './auth-messages-provider';
import { RegisterForm } from './register-form';

/** /register: the terms of service are read (and sanitized) on the server; the form is a client island. */
export async function RegisterPage({ locale, site }: { locale: Locale; site: string }) {
  const termsHtml = await loadTermsHtml(site, locale);
  return (
    <AuthCard locale={locale} routeKey="register" links={[{ leadKey: 'haveAccount', labelKey: 'toLogin', pathname: '/login' }]}>
      <AuthMessagesProvider>
        <RegisterForm termsHtml={termsHtml} afterHref={getPathname({ href: '/user/user-center', locale })} />
      </AuthMessagesProvider>
    </AuthCard>
  );
}
