'use client';

import { ExclamationCircleFilled } from '@ant-design/icons';
import { Modal } from 'antd';
import '@/components/providers/antd/modal.css';
import { useTranslations } from 'next-intl';
import type { Address } from '@/lib/api/address';
import styles from './address.module.css';

interface DeleteConfirmProps {
  /** The address to delete; null = closed. */
  address: Address | null;
  working: boolean;
  onCancel: () => void;
  onConfirm: (address: Address) => void;
}

/** "Delete this address?" (loaded with its modal on the first delete: the list page carries no dialog code). */
export function DeleteConfirm({ address, working, onCancel, onConfirm }: DeleteConfirmProps) {
  const t = useTranslations('address');
  return (
    <Modal
      open={address !== null}
      title={
        <span className={styles.confirmTitle}>
          <ExclamationCircleFilled className={styles.confirmIcon} aria-hidden />
          {t('confirmDeleteTitle')}
        </span>
      }
      okText={t('confirm')}
      okButtonProps={{ danger: true }}
      cancelText={t('cancel')}
      confirmLoading={working}
      onOk={() => address && onConfirm(address)}
      onCancel={onCancel}
      width={416}
    >
      {address ? t('confirmDelete', { name: address.recipientName }) : null}
    </Modal>
  );
}
