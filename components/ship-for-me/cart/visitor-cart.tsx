'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { confirmDialog } from '@/lib/api/feedback';
import { getPathname, Link, useCurrentLocale } from '@/lib/i18n/navigation';
import { type LocalGood, useLocalCart, useLocalCartHydrated } from '@/components/ship-for-me/local-cart/local-cart-store';
import { GoodSummary } from '@/components/ship-for-me/good/good-summary';
import { buttonClassName } from '@/components/ui/button';
import { PlainButton } from '@/components/ui/form/plain-button';
import { StickyBar } from '@/components/ui/list/sticky-bar';
import { Loading } from '@/components/ui/load-state';
import { CartFiguresLine } from './cart-bar';
import { CART_PATH, cartFigures, groupByShop } from './cart-values';
import { QuantityStepper } from './quantity-stepper';
import styles from './cart.module.css';

/** Local goods have no rate to the site's currency: only their own totals are shown. */
const figuresOf = (items: readonly LocalGood[]) => cartFigures(items.map((good) => ({ ...good, totalInSiteCurrency: null, siteCurrency: '' })));

/**
 * A visitor's cart: the goods kept in this browser (useLocalCart), their quantities and removal, and the way
 * to sign in; after sign-in they move to the member's cart. Until the stored cart is read a placeholder holds
 * the place (never a blank, never "empty" too early).
 */
export function VisitorCart({ empty }: { empty: ReactNode }) {
  const t = useTranslations('shipForMeCart');
  const ts = useTranslations('shipForMe');
  const locale = useCurrentLocale();
  const hydrated = useLocalCartHydrated();
  const items = useLocalCart((state) => state.items);
  const update = useLocalCart((state) => state.update);
  const remove = useLocalCart((state) => state.remove);
  const signIn = { pathname: '/login', query: { redirect: getPathname({ href: CART_PATH, locale }) } };
  const signInLink = (
    <Link href={signIn} className={buttonClassName('primary')}>
      {t('signIn')}
    </Link>
  );

  if (!hydrated) return <Loading label={t('loading')} />;
  if (!items.length) return <>{empty}</>;

  async function removeLine(good: LocalGood) {
    const title = good.title.trim() || good.url;
    const sure = await confirmDialog({ title: t('removeTitle'), message: t('removeMessage', { title }), confirmText: t('removeOk'), cancelText: t('cancel') });
    if (sure) remove([good.clientKey]);
  }

  return (
    <div className={styles.main} data-testid="visitor-cart">
      <div className={styles.signIn} role="note">
        <p>{t('visitorNote')}</p>
        {signInLink}
      </div>
      {groupByShop(items).map((group, index) => (
        <section key={group.shop || index} className={styles.shop} aria-labelledby={`cart-shop-${index}`} data-testid="cart-shop">
          <h2 id={`cart-shop-${index}`} className={styles.shopHead}>
            {group.shop || ts('noShop')}
          </h2>
          <ul className={styles.lines}>
            {group.goods.map((good) => {
              const title = good.title.trim() || good.url;
              return (
                <li key={good.clientKey} className={styles.line} data-testid="cart-line">
                  <div className={styles.lineBody}>
                    <GoodSummary good={good}>
                      <span className={styles.lineActions}>
                        <QuantityStepper value={good.quantity} label={title} onChange={(quantity) => update(good.clientKey, { quantity })} />
                        <PlainButton variant="link" danger size="small" onClick={() => void removeLine(good)} aria-label={t('removeLabel', { title })}>
                          {t('remove')}
                        </PlainButton>
                      </span>
                    </GoodSummary>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <StickyBar
        label={t('barLabel')}
        summary={<CartFiguresLine figures={figuresOf(items)} siteSymbol={null} counted="inCart" />}
        actions={signInLink}
        testId="cart-bar"
      />
    </div>
  );
}
