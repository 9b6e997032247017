'use client';

import { Button, Drawer } from 'antd';
import '@/components/providers/antd/drawer.css';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { Loading } from '@/components/ui/load-state';
import type { SiteCurrency } from '../list/parcel-values';
import { ParcelDetailView } from './parcel-detail-view';
import { useParcelDetail } from './use-parcel-detail';
import styles from './detail.module.css';

interface ParcelDrawerProps {
  /** The parcel named by `?id=` in the URL. */
  id: string;
  currency: SiteCurrency;
  onClose: () => void;
}

/**
 * The parcel's detail in a drawer (full width on a phone). After a change it reads the parcel again and
 * refreshes the list behind it (statuses, values and counts may have moved).
 */
export function ParcelDrawer({ id, currency, onClose }: ParcelDrawerProps) {
  const t = useTranslations('parcels');
  const router = useRouter();
  const { state, reload, retry } = useParcelDetail(id);
  const [reloading, setReloading] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  // Busy until both the parcel and the list behind it are read again: the refresh also swaps the head.
  const changed = async () => {
    setReloading(true);
    try {
      await reload();
    } finally {
      setReloading(false);
    }
    startRefresh(() => router.refresh());
  };

  return (
    <Drawer
      open
      onClose={onClose}
      size="min(760px, 100vw)"
      title={state.kind === 'ready' ? t('detail.title', { trackingNumber: state.parcel.trackingNumber }) : t('detail.titleLoading')}
      closable={{ 'aria-label': t('detail.close') }}
      destroyOnHidden
      rootClassName={styles.drawer}
    >
      {state.kind === 'loading' ? <Loading label={t('detail.loading')} rows={6} /> : null}
      {state.kind === 'missing' ? (
        <div role="alert" className={styles.notice}>
          <p>{t('detail.notFound')}</p>
          <Button onClick={onClose}>{t('detail.close')}</Button>
        </div>
      ) : null}
      {state.kind === 'failed' ? (
        <div role="alert" className={styles.notice}>
          <p>{t('detail.failed')}</p>
          <Button onClick={retry}>{t('detail.retry')}</Button>
        </div>
      ) : null}
      {state.kind === 'ready' ? (
        <div aria-busy={reloading || refreshing}>
          <ParcelDetailView parcel={state.parcel} logs={state.logs} currency={currency} onChanged={changed} />
        </div>
      ) : null}
    </Drawer>
  );
}
