import { useTranslations } from 'next-intl';
import type { Good } from '@/lib/contract/wire';
import { GoodStatusTag } from '@/components/ship-for-me/good/good-status-tag';
import { GoodSummary } from '@/components/ship-for-me/good/good-summary';
import { GoodBecame } from './good-became';
import { groupByShop } from './goods-list-query';
import styles from './goods.module.css';

/** The member's goods of one page, a card per shop (its name and platform as a heading), each good with its status and what it became. */
export function GoodsGroups({ goods, siteSymbol }: { goods: readonly Good[]; siteSymbol: string }) {
  const t = useTranslations('shipForMe');
  return (
    <ul className={styles.groups} data-testid="goods-groups">
      {groupByShop(goods).map((group) => (
        <li key={group.key} className={styles.shop}>
          <h2 className={styles.shopHead}>
            <span>{group.shopName || t('noShop')}</span>
            <span className={styles.platform}>{t(`platform.${group.platform}` as 'platform.other')}</span>
          </h2>
          <ul className={styles.goods}>
            {group.goods.map((good) => (
              <li key={good.id} className={styles.good} data-testid="good" data-id={good.id}>
                <GoodSummary good={good} siteSymbol={siteSymbol}>
                  <span className={styles.goodFoot}>
                    <GoodStatusTag status={good.status} />
                    <GoodBecame good={good} />
                  </span>
                </GoodSummary>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
