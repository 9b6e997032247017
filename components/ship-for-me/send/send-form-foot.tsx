'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { CART_PATH } from '@/components/ship-for-me/cart/cart-values';
import { PlainButton } from '@/components/ui/form/plain-button';
import form from '@/components/ui/form/order-form.module.css';
import styles from './send.module.css';

interface SendFormFootProps {
  /** The message above the button (none: null). */
  alert: ReactNode;
  sending: boolean;
  disabled: boolean;
  /** The submit button's text. */
  children: ReactNode;
}

/** The end of a send step's form: its message, the submit button and the way back to the cart. */
export function SendFormFoot({ alert, sending, disabled, children }: SendFormFootProps) {
  const t = useTranslations('shipForMeCart.send');
  return (
    <>
      {alert ? (
        <p role="alert" className={form.formError}>
          {alert}
        </p>
      ) : null}
      <div className={styles.actions}>
        <PlainButton type="submit" variant="primary" loading={sending} disabled={disabled}>
          {children}
        </PlainButton>
        <Link href={CART_PATH}>{t('backToCart')}</Link>
      </div>
    </>
  );
}

/** The message when some goods left the cart meanwhile (`titles`, from notReadyTitles), with the way back to it. */
export function GoodsNotReady({ titles }: { titles: string }) {
  const t = useTranslations('shipForMeCart.send');
  return (
    <>
      {t('goodsNotReady', { titles })} <Link href={CART_PATH}>{t('backToCart')}</Link>
    </>
  );
}
