'use client';

import { useState, useTransition } from 'react';
import { Button } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { deleteCoupon } from '@/lib/api/coupons';
import { statusOf } from '@/lib/api/client';
import { showErrorToast, showInfoToast } from '@/lib/api/feedback';
import { errorMessageOf } from '@/lib/api/request-errors';
import { MyCouponStatus } from '@/lib/contract/enums';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface DeleteCouponButtonProps {
  id: string;
  name: string;
  /** MyCouponStatus: a usable coupon is given up (it moves to CANCEL), any other removed from the list. */
  status: number;
  /** The unpaid order holding it: nothing to do until that order is paid or cancelled. */
  lockedBy: string | null;
  /** The id of the text saying why the button is disabled (the card's "held by order" note). */
  lockedNoteId?: string;
}

/** "Give up" (usable) or "Remove" (used, expired, cancelled), confirmed first; the list is read again after. */
export function DeleteCouponButton({ id, name, status, lockedBy, lockedNoteId }: DeleteCouponButtonProps) {
  const t = useTranslations('coupons');
  const router = useRouter();
  const [working, setWorking] = useState(false);
  const [asking, setAsking] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const giveUp = status === MyCouponStatus.NORMAL;
  const disabled = Boolean(lockedBy) || working || refreshing;

  async function onDelete() {
    if (working) return;
    setWorking(true);
    try {
      await deleteCoupon(id);
      showInfoToast(giveUp ? t('gaveUp') : t('removed'), 3000);
      startRefresh(() => router.refresh());
    } catch (error) {
      // Silent call: the server's message here. Gone already (404) or taken by an order: show the list as it is now.
      showErrorToast(errorMessageOf(error));
      const code = statusOf(error);
      if (code !== null && code >= 400 && code < 500) startRefresh(() => router.refresh());
    } finally {
      setWorking(false);
    }
  }

  return (
    <>
      <Button
        danger={giveUp}
        disabled={disabled}
        loading={working}
        aria-label={giveUp ? t('giveUpLabel', { name }) : t('removeLabel', { name })}
        aria-describedby={lockedBy ? lockedNoteId : undefined}
        title={lockedBy ? t('lockedHint') : undefined}
        onClick={() => setAsking(true)}
      >
        {giveUp ? t('giveUp') : t('remove')}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={giveUp ? t('giveUpConfirm') : t('removeConfirm')}
          description={giveUp ? t('giveUpText') : undefined}
          okText={giveUp ? t('giveUp') : t('remove')}
          cancelText={t('cancel')}
          danger
          onConfirm={() => void onDelete()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
