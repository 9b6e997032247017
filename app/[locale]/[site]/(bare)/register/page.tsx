import { setRequestLocale } from 'next-intl/server';
import { RegisterPage } from '@/components/auth/register-page';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('register');

/** /register: the registration form with the terms of service. */
export default async function RegisterRoute({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <RegisterPage locale={locale} site={site} />;
}
