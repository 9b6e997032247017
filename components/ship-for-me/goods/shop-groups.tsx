import type { ReactNode } from 'react';
import { GoodSummary, isServerGood, type SummaryGood } from '@/components/ship-for-me/good/good-summary';
import type { ShopGroup } from './goods-list-query';
import shop from '@/components/ship-for-me/good/shop-card.module.css';
import styles from './goods.module.css';

const keyOf = (good: SummaryGood) => (isServerGood(good) ? good.id : good.clientKey);

interface ShopGroupsProps<G extends SummaryGood> {
  groups: readonly ShopGroup<G>[];
  /** The heading of a shop without a name. */
  noShop?: string;
  platformLabel: (platform: string) => string;
  siteSymbol?: string;
  /** Under a good's price: its status and what it became, or what can be done with it. */
  foot: (good: G) => ReactNode;
  testId: string;
}

/**
 * Goods in a card per shop (its name and platform as a heading). No hooks: the server draws a member's goods,
 * a visitor's are drawn in the browser.
 */
export function ShopGroups<G extends SummaryGood>({ groups, noShop, platformLabel, siteSymbol, foot, testId }: ShopGroupsProps<G>) {
  return (
    <ul className={styles.groups} data-testid={testId}>
      {groups.map((group) => (
        <li key={group.key} className={shop.card}>
          <h2 className={styles.shopHead}>
            <span>{group.shopName || noShop}</span>
            <span className={styles.platform}>{platformLabel(group.platform)}</span>
          </h2>
          <ul className={shop.list}>
            {group.goods.map((good) => (
              <li key={keyOf(good)} className={styles.good} data-testid="good" data-id={isServerGood(good) ? good.id : undefined}>
                <GoodSummary good={good} siteSymbol={siteSymbol}>
                  <span className={styles.goodFoot}>{foot(good)}</span>
                </GoodSummary>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
