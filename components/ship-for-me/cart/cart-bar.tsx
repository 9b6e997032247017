import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { SoftLink } from '@/components/layout/soft-link';
import { GOODS_PER_REQUEST } from '@/lib/contract/ship-for-me-rules';
import { toLocale } from '@/lib/i18n/paths';
import { currencySymbol } from '@/components/ship-for-me/good/good-money';
import { buttonClassName } from '@/components/ui/button';
import { StickyBar } from '@/components/ui/list/sticky-bar';
import { Money } from '@/components/ui/money';
import { type CartFigures, SEND_STEPS, sendable, sendHref } from './cart-values';
import styles from './cart.module.css';

/** The chosen goods' figures: lines and pieces, a total per currency, and (members) the total in the site's currency. Server or client. */
export function CartFiguresLine({
  figures,
  siteSymbol,
  counted = 'chosen',
}: {
  figures: CartFigures;
  siteSymbol: string | null;
  counted?: 'chosen' | 'inCart';
}) {
  const t = useTranslations('shipForMeCart');
  return (
    <>
      <span className={styles.strong}>{t(counted, { count: figures.count })}</span>
      {figures.count ? <span>{t('pieces', { count: figures.pieces })}</span> : null}
      {figures.byCurrency.map(({ currency, amount }) => (
        <span key={currency} className={styles.figures} data-testid="cart-total" data-currency={currency}>
          {t('totalIn', { currency })} <Money value={amount} symbol={currencySymbol(currency)} className={styles.strong} />
        </span>
      ))}
      {siteSymbol !== null && figures.siteCurrency && figures.count && !figures.byCurrency.every((c) => c.currency === figures.siteCurrency) ? (
        <span className={styles.figures} data-testid="cart-site-total">
          {t('siteTotal', { currency: figures.siteCurrency })} <Money value={figures.siteTotal} symbol={siteSymbol} className={styles.strong} />
        </span>
      ) : null}
      {siteSymbol !== null && figures.missingRates.length ? (
        <span className={styles.note} data-testid="cart-rate-missing">
          {t('rateMissing', { currencies: figures.missingRates.join(', '), site: figures.siteCurrency ?? '' })}
        </span>
      ) : null}
    </>
  );
}

const ACTION_KEYS = { forecast: 'toForecast', enquiry: 'toEnquiry', order: 'toOrder' } as const;

/**
 * The bar under the member's cart: the figures, then forecast / ask for a quote / ship now for the chosen goods.
 * Server (./cart-preview.tsx) or client (./member-cart.tsx). The ways on are SoftLinks (followed client-side by
 * the header island): the public cart page loads no next/link for them.
 */
export function CartBar({ figures, chosenIds, siteSymbol, children }: { figures: CartFigures; chosenIds: string[]; siteSymbol: string; children?: ReactNode }) {
  const t = useTranslations('shipForMeCart');
  const locale = toLocale(useLocale());
  const open = sendable(chosenIds.length);
  const actions = SEND_STEPS.map((step, index) =>
    open ? (
      <SoftLink
        key={step}
        locale={locale}
        href={sendHref(step, chosenIds)}
        className={buttonClassName(index === SEND_STEPS.length - 1 ? 'primary' : 'default')}
      >
        {t(ACTION_KEYS[step])}
      </SoftLink>
    ) : (
      <button key={step} type="button" disabled className={buttonClassName('default', styles.disabledAction)}>
        {t(ACTION_KEYS[step])}
      </button>
    ),
  );
  return (
    <StickyBar label={t('barLabel')} summary={<CartFiguresLine figures={figures} siteSymbol={siteSymbol} />} actions={actions} testId="cart-bar">
      {chosenIds.length > GOODS_PER_REQUEST ? <p className={styles.note}>{t('tooMany', { max: GOODS_PER_REQUEST })}</p> : null}
      {!chosenIds.length ? <p className={styles.note}>{t('chooseFirst')}</p> : null}
      {children}
    </StickyBar>
  );
}
