import { setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('loginByCode');

/** /login-by-code */
export default async function LoginByCodePage({ params }: PageProps) {
  const { locale } = await readPageParams(params);
  setRequestLocale(locale);
  return <AuthCard locale={locale} routeKey="loginByCode" links={[{ labelKey: 'toLogin', pathname: '/login' }, { leadKey: 'noAccount', labelKey: 'toRegister', pathname: '/register' }]} />;
}
