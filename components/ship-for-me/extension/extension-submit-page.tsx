import type { Locale } from '@/lib/contract/constants';
import { AuthCard } from '@/components/auth/auth-card';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { getPathname } from '@/lib/i18n/localized-navigation';
import { ExtensionSubmit, type SubmitLinks } from './extension-submit';

const SELF = '/ship-for-me/extension/submit';

/**
 * /ship-for-me/extension/submit (no header or footer): the page the browser extension opens with the goods
 * in its fragment. Static: the goods and the session are known only in the browser.
 */
export function ExtensionSubmitPage({ locale }: { locale: Locale }) {
  const links: SubmitLinks = {
    login: getPathname({ href: { pathname: '/login', query: { redirect: getPathname({ href: SELF, locale }) } }, locale }),
    cart: getPathname({ href: '/ship-for-me/cart', locale }),
    goodsList: getPathname({ href: '/ship-for-me/goods-list', locale }),
    extension: getPathname({ href: '/ship-for-me/extension', locale }),
  };
  return (
    <AuthCard locale={locale} routeKey="shipForMeExtensionSubmit" wide>
      <ScopedIntlProvider namespaces={['shipForMeExtension', 'shipForMe']}>
        <ExtensionSubmit links={links} />
      </ScopedIntlProvider>
    </AuthCard>
  );
}
