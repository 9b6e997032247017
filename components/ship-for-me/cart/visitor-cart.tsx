'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { getPathname, Link, useCurrentLocale } from '@/lib/i18n/navigation';
import { type LocalGood, useLocalCart, useLocalCartHydrated } from '@/components/ship-for-me/local-cart/local-cart-store';
import { buttonClassName } from '@/components/ui/button';
import { StickyBar } from '@/components/ui/list/sticky-bar';
import { Loading } from '@/components/ui/load-state';
import { CartFiguresLine } from './cart-bar';
import { useConfirmCartRemoval } from './confirm-cart-removal';
import { CartLineFrame, CartShop } from './cart-shop';
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
  const confirmRemoval = useConfirmCartRemoval();
  const signIn = { pathname: '/login', query: { redirect: getPathname({ href: CART_PATH, locale }) } };
  const signInLink = (
    <Link href={signIn} className={buttonClassName('primary')}>
      {t('signIn')}
    </Link>
  );

  if (!hydrated) return <Loading label={t('loading')} />;
  if (!items.length) return <>{empty}</>;

  async function removeLine(good: LocalGood) {
    if (await confirmRemoval(good.title.trim() || good.url)) remove([good.clientKey]);
  }

  return (
    <div className={styles.main} data-testid="visitor-cart">
      <div className={styles.signIn} role="note">
        <p>{t('visitorNote')}</p>
        {signInLink}
      </div>
      {groupByShop(items).map((group, index) => (
        <CartShop key={group.shop || index} index={index} name={group.shop || ts('noShop')}>
          {group.goods.map((good) => {
            const title = good.title.trim() || good.url;
            return (
              <CartLineFrame
                key={good.clientKey}
                good={good}
                stepper={<QuantityStepper value={good.quantity} label={title} onChange={(quantity) => update(good.clientKey, { quantity })} />}
                remove={{ label: t('removeLabel', { title }), text: t('remove'), onClick: () => void removeLine(good) }}
              />
            );
          })}
        </CartShop>
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
