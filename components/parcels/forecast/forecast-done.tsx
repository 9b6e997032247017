'use client';

import { Button, Result } from 'antd';
import { useTranslations } from 'next-intl';
import type { ForecastResult } from '@/lib/api/parcels';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button';

/** After a successful forecast: how many, which were claimed, and where to go next. */
export function ForecastDone({ result, onMore }: { result: ForecastResult; onMore: () => void }) {
  const t = useTranslations('forecast');
  const claimed = result.claimed?.length ?? 0;
  return (
    <Result
      status="success"
      role="status"
      title={t('doneTitle', { count: result.items.length })}
      subTitle={claimed ? t('doneClaimed', { count: claimed }) : t('doneSubtitle')}
      extra={[
        <Link key="list" href="/user/tranship-list" className={buttonClassName('primary')}>
          {t('viewParcels')}
        </Link>,
        <Button key="more" onClick={onMore}>
          {t('forecastMore')}
        </Button>,
      ]}
    />
  );
}
