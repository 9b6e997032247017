'use client';

import { useTranslations } from 'next-intl';
import type { ForecastResult } from '@/lib/api/parcels';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button';
import { PlainButton } from '@/components/ui/form/plain-button';
import { SuccessResult } from '@/components/ui/success-result';

/** After a successful forecast: how many, which were claimed, and where to go next. */
export function ForecastDone({ result, onMore }: { result: ForecastResult; onMore: () => void }) {
  const t = useTranslations('forecast');
  const claimed = result.claimed?.length ?? 0;
  return (
    <SuccessResult
      title={t('doneTitle', { count: result.items.length })}
      subtitle={claimed ? t('doneClaimed', { count: claimed }) : t('doneSubtitle')}
      actions={
        <>
          <Link href="/user/tranship-list" className={buttonClassName('primary')}>
            {t('viewParcels')}
          </Link>
          <PlainButton onClick={onMore}>{t('forecastMore')}</PlainButton>
        </>
      }
    />
  );
}
