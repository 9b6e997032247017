'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { confirmDialog } from '@/lib/api/feedback';
import { platformOf } from '@/lib/contract/ship-for-me-rules';
import { type LocalGood, useLocalCart, useLocalCartHydrated } from '@/components/ship-for-me/local-cart/local-cart-store';
import { GoodSummary } from '@/components/ship-for-me/good/good-summary';
import { PlainButton } from '@/components/ui/form/plain-button';
import { groupByShop } from './goods-list-query';
import styles from './goods.module.css';

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

  if (!hydrated) {
    return (
      <p className={styles.placeholder} role="status">
        {t('loading')}
      </p>
    );
  }
  if (!items.length) return <>{empty}</>;

  async function removeGood(good: LocalGood) {
    const sure = await confirmDialog({
      title: t('remove.title'),
      message: t('remove.message', { title: good.title }),
      confirmText: t('remove.ok'),
      cancelText: ts('button.cancel'),
    });
    if (sure) remove([good.clientKey]);
  }

  return (
    <ul className={styles.groups} data-testid="local-goods">
      {localGroups(items).map((group) => (
        <li key={group.key} className={styles.shop}>
          <h2 className={styles.shopHead}>
            <span>{group.shopName}</span>
            <span className={styles.platform}>{ts(`platform.${group.platform}` as 'platform.other')}</span>
          </h2>
          <ul className={styles.goods}>
            {group.goods.map((good) => (
              <li key={good.clientKey} className={styles.good} data-testid="good">
                <GoodSummary good={good}>
                  <span className={styles.goodFoot}>
                    <span className={styles.becameLabel}>{t('keptHere')}</span>
                    <PlainButton variant="link" size="small" onClick={() => removeGood(good)} aria-label={t('remove.label', { title: good.title })}>
                      {ts('button.remove')}
                    </PlainButton>
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
