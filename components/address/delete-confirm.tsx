'use client';

import { useTranslations } from 'next-intl';
import type { Address } from '@/lib/api/address';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface DeleteConfirmProps {
  /** The address to delete; null = closed. */
  address: Address | null;
  onCancel: () => void;
  onConfirm: (address: Address) => void;
}

/** "Delete this address?", a native dialog; the focus starts on Cancel. Deleting closes it at once (the list shows the work). */
export function DeleteConfirm({ address, onCancel, onConfirm }: DeleteConfirmProps) {
  const t = useTranslations('address');
  if (!address) return null;
  return (
    <ConfirmDialog
      title={t('confirmDeleteTitle')}
      description={t('confirmDelete', { name: address.recipientName })}
      okText={t('confirm')}
      cancelText={t('cancel')}
      danger
      onCancel={onCancel}
      onConfirm={() => onConfirm(address)}
    />
  );
}
