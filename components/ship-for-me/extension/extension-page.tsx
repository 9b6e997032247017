import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { ShipForMeShell } from '@/components/ship-for-me/ship-for-me-shell';
import { ButtonLinks } from '@/components/ui/button-links';
import { PageTitle } from '@/components/ui/page-title';
import { TitledSection } from '@/components/ui/titled-section';
import { GOODS_PER_REQUEST } from '@/lib/contract/ship-for-me-rules';
import { getPathname } from '@/lib/i18n/localized-navigation';
import { LazyLinkAccountForm } from './extension-islands';
import type { LinkFormTexts } from './link-account-form';
import { LinkSignIn } from './link-sign-in';
import styles from './extension.module.css';

const SELF = '/ship-for-me/extension';
const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;
const FORM_KEYS = ['signInFirst', 'sessionEnded', 'signIn', 'linkTitle', 'codeLabel', 'codeRequired', 'codeInvalid', 'link', 'linking', 'linkFailed'] as const;

/**
 * /ship-for-me/extension: what the browser extension does, how to get it, linking it to the account (the
 * pre-auth code) and how goods reach the site. A public, cached page: only the link form is a client island,
 * with its words from the server (no client catalog in the first load), its code loaded while the page hydrates.
 */
export async function ExtensionPage({ locale }: { locale: Locale }) {
  const [t, submit, shared, routes, pages] = await Promise.all([
    getTranslations('shipForMeExtension.page'),
    getTranslations('shipForMeExtension.submit'),
    getTranslations('shipForMe'),
    getTranslations('routes'),
    getTranslations('pages'),
  ]);
  const formTexts: LinkFormTexts = {
    ...(Object.fromEntries(FORM_KEYS.map((key) => [key, t(key)])) as Record<(typeof FORM_KEYS)[number], string>),
    linked: t('linked', { time: '{time}' }),
    network: submit('network'),
  };
  const loginHref = getPathname({ href: { pathname: '/login', query: { redirect: getPathname({ href: SELF, locale }) } }, locale });
  const section = (key: string, title: string, body: ReactNode, className?: string) => (
    <TitledSection headingId={`extension-${key}`} title={title} headingClassName={styles.sectionTitle} className={className}>
      {body}
    </TitledSection>
  );
  return (
    <ShipForMeShell current="extension">
      <PageTitle subtitle={pages('shipForMeExtension')}>{routes('shipForMeExtension')}</PageTitle>
      <div className={styles.page}>
        {section(
          'what',
          t('whatTitle'),
          <>
            <p>{t('whatText')}</p>
            <ol className={styles.steps}>
              {STEPS.map((step) => (
                <li key={step}>{t(step)}</li>
              ))}
            </ol>
          </>,
        )}
        {section('install', t('installTitle'), <p>{t('installText')}</p>)}
        {section(
          'link',
          t('linkTitle'),
          <>
            <p>{t('linkText')}</p>
            <p className={styles.caution}>{t('linkWarning')}</p>
            <LazyLinkAccountForm
              loginHref={loginHref}
              texts={formTexts}
              placeholder={<LinkSignIn loginHref={loginHref} message={formTexts.signInFirst} signIn={formTexts.signIn} />}
            />
          </>,
          styles.linkBox,
        )}
        {section(
          'send',
          t('sendTitle'),
          <>
            <p>{t('sendText', { max: GOODS_PER_REQUEST })}</p>
            <div className={styles.buttons}>
              <ButtonLinks
                locale={locale}
                links={[
                  { href: '/ship-for-me/cart', label: t('toCart') },
                  { href: '/ship-for-me/goods-list', label: shared('button.goodsList') },
                ]}
              />
            </div>
          </>,
        )}
        {section('sign-out', t('signOutTitle'), <p>{t('signOutText')}</p>)}
      </div>
    </ShipForMeShell>
  );
}
