'use client';

import { useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Good } from '@/lib/contract/wire';
import { CheckBox } from '@/components/ui/list/check-box';
import { CartBar } from './cart-bar';
import { CartLine } from './cart-line';
import { CartShop } from './cart-shop';
import { cartFigures, groupByShop } from './cart-values';
import styles from './cart.module.css';

export interface MemberCartProps {
  /** The goods in the cart (status InCart), as the server answered. */
  goods: Good[];
  siteSymbol: string;
  /** Shown once the last good is removed. */
  empty: ReactNode;
}

/**
 * The member's cart: goods by shop, every one chosen at first; a shop's box chooses all its goods. Quantity
 * changes and removals are saved at once and kept here (the answer replaces the line). Loaded after the page
 * (./member-cart-island.tsx), in place of ./cart-preview.tsx, which draws its first state on the server.
 */
export function MemberCart({ goods: initial, siteSymbol, empty }: MemberCartProps) {
  const t = useTranslations('shipForMeCart');
  const ts = useTranslations('shipForMe');
  const [goods, setGoods] = useState(initial);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(initial.map((good) => good.id)));
  const groups = useMemo(() => groupByShop(goods), [goods]);
  const chosenGoods = goods.filter((good) => chosen.has(good.id));
  const figures = cartFigures(chosenGoods);

  const choose = (ids: string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const replace = (changed: Good) => setGoods((current) => current.map((good) => (good.id === changed.id ? changed : good)));
  const drop = (id: string) => {
    setGoods((current) => current.filter((good) => good.id !== id));
    choose([id], false);
  };
  const allIds = goods.map((good) => good.id);
  const allChosen = goods.length > 0 && chosenGoods.length === goods.length;

  if (!goods.length) return <>{empty}</>;
  return (
    <>
      <label className={styles.chooseAll}>
        <CheckBox checked={allChosen} indeterminate={!allChosen && chosenGoods.length > 0} onChange={(event) => choose(allIds, event.target.checked)} />
        {t('chooseAll')}
      </label>
      {groups.map((group, index) => {
        const ids = group.goods.map((good) => good.id);
        const count = ids.filter((id) => chosen.has(id)).length;
        const shop = group.shop || ts('noShop');
        return (
          <CartShop
            key={group.shop || index}
            index={index}
            name={shop}
            box={
              <CheckBox
                checked={count === ids.length}
                indeterminate={count > 0 && count < ids.length}
                onChange={(event) => choose(ids, event.target.checked)}
                aria-label={t('chooseShop', { shop })}
              />
            }
          >
            {group.goods.map((good) => (
              <CartLine
                key={good.id}
                good={good}
                chosen={chosen.has(good.id)}
                onChoose={(on) => choose([good.id], on)}
                onChanged={replace}
                onRemoved={drop}
                siteSymbol={siteSymbol}
              />
            ))}
          </CartShop>
        );
      })}
      <CartBar figures={figures} chosenIds={chosenGoods.map((good) => good.id)} siteSymbol={siteSymbol} />
    </>
  );
}
