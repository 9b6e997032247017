'use client';

import { useTranslations } from 'next-intl';
import { confirmDialog } from '@/lib/api/feedback';

/** Asks before a good leaves the cart (a member's or a visitor's); true: remove it. */
export function useConfirmCartRemoval() {
  const t = useTranslations('shipForMeCart');
  return (title: string) =>
    confirmDialog({ title: t('removeTitle'), message: t('removeMessage', { title }), confirmText: t('removeOk'), cancelText: t('cancel') });
}
