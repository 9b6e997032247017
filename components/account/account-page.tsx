import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import type { MemberDetail } from '@/lib/api/account';
import { getPathname } from '@/lib/i18n/navigation';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { LoadFailed } from '@/components/ui/load-state';
import { userContext, userRead } from '@/components/user/user-upstream';
import { ContactChangeForm } from './contact-change-form';
import { LoginCodeCard } from './login-code-card';
import { PasswordChangeForm } from './password-change-form';
import { ProfileForm } from './profile-form';
import styles from './section.module.css';

const SELF = '/user/user-information';

/** /user/user-information: the member is read on the server; each section is a small client form. */
export async function AccountPage({ locale, site }: { locale: Locale; site: string }) {
  const context = await userContext(locale, site, SELF);
  const [member, routes, t] = await Promise.all([
    userRead<MemberDetail>(context, SELF, 'GET', '/api/u/user'),
    getTranslations('routes'),
    getTranslations('account'),
  ]);
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title" className={styles.title}>
        {routes('userInformation')}
      </h1>
      {member ? (
        <ScopedIntlProvider namespaces={['account', 'auth', 'validation', 'errors']}>
          <ProfileForm member={member} />
          <ContactChangeForm member={member} />
          <PasswordChangeForm />
          <LoginCodeCard />
        </ScopedIntlProvider>
      ) : (
        <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} href={getPathname({ href: SELF, locale })} />
      )}
    </section>
  );
}
