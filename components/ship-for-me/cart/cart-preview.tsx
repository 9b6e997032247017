import { getTranslations } from 'next-intl/server';
import type { Good } from '@/lib/contract/wire';
import table from '@/components/ui/list/data-table.module.css';
import { CartBar } from './cart-bar';
import { CartLineFrame, CartShop } from './cart-shop';
import { cartFigures, groupByShop } from './cart-values';
import styles from './cart.module.css';

const check = (label?: string) => <input type="checkbox" className={table.check} checked disabled readOnly aria-label={label} />;

/**
 * The member's cart as ./member-cart.tsx first draws it (every good chosen), drawn on the server until that
 * island has loaded: the same elements, so nothing moves when it replaces this. Its controls wait for the
 * island (disabled); the links to send the goods work at once. A test keeps the two alike.
 */
export async function CartPreview({ goods, siteSymbol }: { goods: Good[]; siteSymbol: string }) {
  const [t, ts] = await Promise.all([getTranslations('shipForMeCart'), getTranslations('shipForMe')]);
  return (
    <>
      <label className={styles.chooseAll}>
        {check()}
        {t('chooseAll')}
      </label>
      {groupByShop(goods).map((group, index) => {
        const shop = group.shop || ts('noShop');
        return (
          <CartShop key={group.shop || index} index={index} name={shop} box={check(t('chooseShop', { shop }))}>
            {group.goods.map((good) => {
              const title = good.title.trim() || good.url;
              return (
                <CartLineFrame
                  key={good.id}
                  good={good}
                  siteSymbol={siteSymbol}
                  box={check(t('chooseGood', { title }))}
                  stepper={
                    <span className={styles.stepper} role="group" aria-label={t('quantityOf', { title })}>
                      <button type="button" aria-label={t('decrease')} disabled>
                        −
                      </button>
                      <input type="text" inputMode="numeric" aria-label={t('quantity')} value={String(good.quantity)} disabled readOnly />
                      <button type="button" aria-label={t('increase')} disabled>
                        +
                      </button>
                    </span>
                  }
                  remove={{ label: t('removeLabel', { title }), text: t('remove'), disabled: true }}
                />
              );
            })}
          </CartShop>
        );
      })}
      <CartBar figures={cartFigures(goods)} chosenIds={goods.map((good) => good.id)} siteSymbol={siteSymbol} />
    </>
  );
}
