'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { platformOf } from '@/lib/contract/ship-for-me-rules';
import { type LocalGood, useLocalCart, useLocalCartHydrated } from '@/components/ship-for-me/local-cart/local-cart-store';
import { PlainButton } from '@/components/ui/form/plain-button';
import { useConfirmGoodRemoval } from './confirm-good-removal';
import { groupByShop } from './goods-list-query';
import styles from './goods.module.css';
import { ShopGroups } from './shop-groups';

/** Newest first, the goods of one shop together (in the order of each shop's newest good). */
export function localGroups(items: readonly LocalGood[]) {
  const newest = [...items].sort((a, b) => b.addedAt.localeCompare(a.addedAt)).map((good) => ({ ...good, platform: platformOf(good.url) }));
  const order = [...new Set(newest.map((good) => `${good.platform}|${good.shopName}`))];
  newest.sort((a, b) => order.indexOf(`${a.platform}|${a.shopName}`) - order.indexOf(`${b.platform}|${b.shopName}`));
  return groupByShop(newest);
}

/** A visitor's goods, kept in this browser until they sign in (then they join their cart). */
export function LocalGoods({ empty }: { empty: ReactNode }) {
  const t = useTranslations('shipForMeGoods');
  const ts = useTranslations('shipForMe');
  const hydrated = useLocalCartHydrated();
  const items = useLocalCart((state) => state.items);
  const remove = useLocalCart((state) => state.remove);
  const confirmRemoval = useConfirmGoodRemoval();

  if (!hydrated) {
    return (
      <p className={styles.placeholder} role="status">
        {t('loading')}
      </p>
    );
  }
  if (!items.length) return <>{empty}</>;

  async function removeGood(good: LocalGood) {
    if (await confirmRemoval(good.title)) remove([good.clientKey]);
  }

  return (
    <ShopGroups
      groups={localGroups(items)}
      platformLabel={(platform) => ts(`platform.${platform}` as 'platform.other')}
      testId="local-goods"
      foot={(good) => (
        <>
          <span className={styles.becameLabel}>{t('keptHere')}</span>
          <PlainButton variant="link" size="small" onClick={() => removeGood(good)} aria-label={t('remove.label', { title: good.title })}>
            {ts('button.remove')}
          </PlainButton>
        </>
      )}
    />
  );
}
