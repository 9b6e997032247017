'use client';

import { useState, useTransition } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { showInfoToast } from '@/lib/api/feedback';
import type { Good, GoodsType } from '@/lib/contract/wire';
import { useRouter } from '@/lib/i18n/navigation';
import { PlainButton } from '@/components/ui/form/plain-button';
import { useConfirmGoodRemoval } from './confirm-good-removal';
import { GOODS_LIST_PATH } from './goods-list-query';
import styles from './goods.module.css';

// The editor (antd) loads on first use: this page is public and stays light.
const GoodEditor = dynamic(() => import('./good-editor').then((m) => m.GoodEditor), { ssr: false });

/** A good still in the cart: edit it (quantity, spec, declaration) or remove it (confirmed; then back to the list). */
export function GoodActions({ good, goodsTypes }: { good: Good; goodsTypes: readonly GoodsType[] }) {
  const t = useTranslations('shipForMeGoods');
  const tb = useTranslations('shipForMe.button');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [pending, startTransition] = useTransition();
  const confirmRemoval = useConfirmGoodRemoval();

  async function remove() {
    if (!(await confirmRemoval(good.title))) return;
    setRemoving(true);
    try {
      // The API client loads on use: this page is public and stays light.
      const { removeGoods } = await import('@/lib/api/ship-for-me');
      await removeGoods([good.id]);
      showInfoToast(t('remove.done'), 4000);
      startTransition(() => router.push(GOODS_LIST_PATH));
    } catch {
      // The http client showed the error.
      setRemoving(false);
    }
  }

  return (
    <div className={styles.actions}>
      <PlainButton
        variant="primary"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {tb('edit')}
      </PlainButton>
      <PlainButton danger loading={removing || pending} disabled={removing || pending} onClick={remove}>
        {tb('remove')}
      </PlainButton>
      {used ? (
        <GoodEditor
          open={open}
          good={good}
          goodsTypes={goodsTypes}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            showInfoToast(t('editor.saved'), 4000);
            startTransition(() => router.refresh());
          }}
        />
      ) : null}
    </div>
  );
}
