import { setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('register');

/** /register */
export default async function RegisterPage({ params }: PageProps) {
  const { locale } = await readPageParams(params);
  setRequestLocale(locale);
  return <AuthCard locale={locale} routeKey="register" links={[{ leadKey: 'haveAccount', labelKey: 'toLogin', pathname: '/login' }]} />;
}
