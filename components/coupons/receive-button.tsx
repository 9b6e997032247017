'use client';

import { useState, useTransition } from 'react';
import { Button } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { showErrorToast, showInfoToast } from '@/lib/api/feedback';
import { errorMessageOf } from '@/lib/api/request-errors';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isReceiveBlock, useReceiveCoupon } from './use-receive-coupon';

interface ReceiveButtonProps {
  offerId: string;
  name: string;
  /** A POINTS coupon's cost: the button exchanges, after a confirmation. */
  pointsCost: number | null;
}

/**
 * Receive (or "Exchange for N points", confirmed first): disabled while it runs; received, the page is
 * read again (stock, limit, points). A failure shows the server's message; when the offer cannot be
 * received any more (out of stock, limit, points) the page is read again to show why.
 */
export function ReceiveButton({ offerId, name, pointsCost }: ReceiveButtonProps) {
  const t = useTranslations('coupons');
  const router = useRouter();
  const { receive, running } = useReceiveCoupon(offerId);
  const [refreshing, startRefresh] = useTransition();
  const [asking, setAsking] = useState(false);
  const busy = running || refreshing;

  async function onReceive() {
    const outcome = await receive();
    if (!outcome) return;
    if (outcome.ok) {
      showInfoToast(t('received', { name }), 3000);
      startRefresh(() => router.refresh());
      return;
    }
    // The call is silent: its failure is shown here, in the server's words.
    showErrorToast(errorMessageOf(outcome.error));
    if (isReceiveBlock(outcome.error)) startRefresh(() => router.refresh());
  }

  if (pointsCost === null) {
    return (
      <Button type="primary" loading={running} disabled={busy} aria-label={t('receiveLabel', { name })} onClick={() => void onReceive()}>
        {t('receive')}
      </Button>
    );
  }
  return (
    <>
      <Button type="primary" loading={running} disabled={busy} aria-label={t('exchangeLabel', { name, points: pointsCost })} onClick={() => setAsking(true)}>
        {t('exchange', { points: pointsCost })}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={t('exchangeConfirm', { points: pointsCost })}
          description={t('exchangeConfirmText')}
          okText={t('exchangeOk')}
          cancelText={t('cancel')}
          onConfirm={() => void onReceive()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
