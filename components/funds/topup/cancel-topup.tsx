'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { cancelTopup, type Topup } from '@/lib/api/funds';
import { confirmDialog } from '@/lib/api/feedback';
import { PlainButton } from '@/components/ui/form/plain-button';
import styles from './topup.module.css';

/** "Cancel top-up" while it is unpaid, after a confirmation (a failure shows the usual error toast). */
export function CancelTopup({ topup, onUpdate }: { topup: Topup; onUpdate: (topup: Topup) => void }) {
  const t = useTranslations('topup');
  const [busy, setBusy] = useState(false);

  async function onCancel() {
    const confirmed = await confirmDialog({
      title: t('cancelTitle'),
      message: t('cancelMessage'),
      confirmText: t('cancel'),
      cancelText: t('cancelKeep'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      onUpdate(await cancelTopup(topup.id));
    } catch {
      // The client's toast has said why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.cancelRow}>
      <PlainButton danger disabled={busy} loading={busy} onClick={onCancel}>
        {t('cancel')}
      </PlainButton>
    </div>
  );
}
