'use client';

import { Alert } from 'antd';
import '@/components/providers/antd/alert.css';
import { useTranslations } from 'next-intl';
import type { Parcel } from '@/lib/api/parcels';

/**
 * A forecast of a number that arrived without an owner: the parcel is the member's only once the warehouse
 * has checked it (docs/decisions.md "Hardening, round two"). Says where that stands and what to do.
 */
export function ClaimNotice({ claim }: { claim: Parcel['claim'] }) {
  const t = useTranslations('parcels');
  if (!claim) return null;
  if (claim.status === 'pending') {
    return <Alert type="warning" showIcon title={t('claim.pendingTitle')} description={t('claim.pendingText')} data-testid="parcel-claim" />;
  }
  return (
    <Alert
      type="error"
      showIcon
      title={t('claim.refusedTitle')}
      description={t('claim.refusedText', { reason: claim.reason ?? '' })}
      data-testid="parcel-claim"
    />
  );
}
