import type { ReactNode } from 'react';
import { GoodSummary, type SummaryGood } from '@/components/ship-for-me/good/good-summary';
import { PlainButton } from '@/components/ui/form/plain-button';
import shop from '@/components/ship-for-me/good/shop-card.module.css';
import styles from './cart.module.css';

// No hooks and no client runtime: the server's preview of the cart draws these too.

interface CartShopProps {
  index: number;
  /** The shop's name (or the words for none). */
  name: string;
  /** The box that chooses all its goods, where goods are chosen. */
  box?: ReactNode;
  /** Its goods' lines. */
  children: ReactNode;
}

/** A shop's goods in the cart: its heading, then its goods. */
export function CartShop({ index, name, box, children }: CartShopProps) {
  const headingId = `cart-shop-${index}`;
  return (
    <section className={shop.card} aria-labelledby={headingId} data-testid="cart-shop">
      <h2 id={headingId} className={styles.shopHead}>
        {box}
        {name}
      </h2>
      <ul className={shop.list}>{children}</ul>
    </section>
  );
}

interface CartLineFrameProps {
  good: SummaryGood;
  siteSymbol?: string;
  /** The box that chooses it, where goods are chosen. */
  box?: ReactNode;
  stepper: ReactNode;
  remove: { label: string; text: string; disabled?: boolean; onClick?: () => void };
  /** Under its actions (a failed change's message). */
  children?: ReactNode;
}

/** One good in the cart: its summary, its quantity and its removal. */
export function CartLineFrame({ good, siteSymbol, box, stepper, remove, children }: CartLineFrameProps) {
  return (
    <li className={styles.line} data-testid="cart-line">
      {box}
      <div className={styles.lineBody}>
        <GoodSummary good={good} siteSymbol={siteSymbol}>
          <span className={styles.lineActions}>
            {stepper}
            <PlainButton variant="link" danger size="small" disabled={remove.disabled} onClick={remove.onClick} aria-label={remove.label}>
              {remove.text}
            </PlainButton>
          </span>
          {children}
        </GoodSummary>
      </div>
    </li>
  );
}
