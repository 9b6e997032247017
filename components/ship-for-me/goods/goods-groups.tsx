import { useTranslations } from 'next-intl';
import type { Good } from '@/lib/contract/wire';
import { GoodStatusTag } from '@/components/ship-for-me/good/good-status-tag';
import { GoodBecame } from './good-became';
import { groupByShop } from './goods-list-query';
import { ShopGroups } from './shop-groups';

/** The member's goods of one page, a card per shop (its name and platform as a heading), each good with its status and what it became. */
export function GoodsGroups({ goods, siteSymbol }: { goods: readonly Good[]; siteSymbol: string }) {
  const t = useTranslations('shipForMe');
  return (
    <ShopGroups
      groups={groupByShop(goods)}
      noShop={t('noShop')}
      platformLabel={(platform) => t(`platform.${platform}` as 'platform.other')}
      siteSymbol={siteSymbol}
      testId="goods-groups"
      foot={(good) => (
        <>
          <GoodStatusTag status={good.status} />
          <GoodBecame good={good} />
        </>
      )}
    />
  );
}
