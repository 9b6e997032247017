'use client';

import { useTranslations } from 'next-intl';
import type { ForecastResult } from '@/lib/api/parcels';
import { DeliveryMode } from '@/lib/contract/enums';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button';
import { PlainButton } from '@/components/ui/form/plain-button';
import { SuccessResult } from '@/components/ui/success-result';
import { newOrderHref } from '@/components/transhipment-order/labels';

/**
 * After a successful forecast: how many, how many wait for the warehouse's check (their number arrived
 * without an owner), and where to go next; a parcel forecast to be
 * forwarded as it is (Transshipment) gets the way to its transhipment order.
 */
export function ForecastDone({ result, onMore }: { result: ForecastResult; onMore: () => void }) {
  const t = useTranslations('forecast');
  const checking = result.pendingClaims?.length ?? 0;
  const forwarded = result.items.filter((parcel) => parcel.deliveryMode === DeliveryMode.Transshipment);
  return (
    <SuccessResult
      title={t('doneTitle', { count: result.items.length })}
      subtitle={checking ? t('donePendingClaims', { count: checking }) : t('doneSubtitle')}
      actions={
        <>
          {forwarded.map((parcel) => (
            <Link key={parcel.id} href={newOrderHref(parcel.id)} className={buttonClassName('primary')}>
              {forwarded.length === 1 ? t('createTranshipment') : t('createTranshipmentFor', { number: parcel.trackingNumber })}
            </Link>
          ))}
          <Link href="/user/tranship-list" className={buttonClassName(forwarded.length ? 'default' : 'primary')}>
            {t('viewParcels')}
          </Link>
          <PlainButton onClick={onMore}>{t('forecastMore')}</PlainButton>
        </>
      }
    />
  );
}
