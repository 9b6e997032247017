import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { getCurrentMember } from '@/lib/api/account';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { userApi } from '@/lib/server-data/user-api';
import { ContactChangeForm } from './contact-change-form';
import { LoginCodeCard } from './login-code-card';
import { PasswordChangeForm } from './password-change-form';
import { ProfileForm } from './profile-form';
import styles from './section.module.css';

const SELF = '/user/user-information';

/** /user/user-information: the member is read on the server; each section is a small client form. */
export async function AccountPage({ locale, site }: { locale: Locale; site: string }) {
  const api = await userApi(locale, site, SELF);
  const [member, routes] = await Promise.all([getCurrentMember(api), getTranslations('routes')]);
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title" className={styles.title}>
        {routes('userInformation')}
      </h1>
      <ScopedIntlProvider namespaces={['account', 'auth', 'validation', 'errors']}>
        <ProfileForm member={member} />
        <ContactChangeForm member={member} />
        <PasswordChangeForm />
        <LoginCodeCard />
      </ScopedIntlProvider>
    </section>
  );
}
