'use client';

import { useTranslations } from 'next-intl';
import { confirmDialog } from '@/lib/api/feedback';

/** Asks before a good leaves the cart from its page or a visitor's goods list; true: remove it. */
export function useConfirmGoodRemoval() {
  const t = useTranslations('shipForMeGoods.remove');
  const tb = useTranslations('shipForMe.button');
  return (title: string) => confirmDialog({ title: t('title'), message: t('message', { title }), confirmText: t('ok'), cancelText: tb('cancel') });
}
