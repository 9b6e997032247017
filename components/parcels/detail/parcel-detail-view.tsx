'use client';

import { Alert, Steps } from 'antd';
import '@/components/providers/antd/steps.css';
import '@/components/providers/antd/alert.css';
import { useTranslations } from 'next-intl';
import type { ParcelActionLog, ParcelDetail } from '@/lib/api/parcels';
import { StatusTag } from '../list/parcel-columns';
import type { SiteCurrency } from '../list/parcel-values';
import { CancelForecast } from './cancel-forecast';
import { ClaimNotice } from './claim-notice';
import { notEditableReason, STEP_PATH, stepState } from './detail-values';
import { GoodsSection } from './goods-section';
import { ParcelFacts, ParcelPhotos, StorageFacts } from './parcel-facts';
import { ParcelHistory } from './parcel-history';
import { ServicesSection } from './services-section';
import styles from './detail.module.css';

interface ParcelDetailViewProps {
  parcel: ParcelDetail;
  logs: ParcelActionLog[];
  currency: SiteCurrency;
  /** After a save or a cancel: read the parcel again and refresh the list. */
  onChanged: () => Promise<void>;
}

/** The drawer's content: where the parcel stands, its photos and measures, storage, declarations, history. */
export function ParcelDetailView({ parcel, logs, currency, onChanged }: ParcelDetailViewProps) {
  const t = useTranslations('parcels');
  const steps = stepState(parcel.status);
  const locked = notEditableReason(parcel);

  return (
    <div className={styles.detail} data-testid="parcel-detail">
      <div className={styles.head}>
        <StatusTag t={t} parcel={parcel} />
        {parcel.cancelable ? <CancelForecast parcel={parcel} onCanceled={onChanged} /> : null}
      </div>
      <Steps
        size="small"
        current={steps.current}
        status={steps.status}
        responsive
        aria-label={t('detail.progress')}
        items={STEP_PATH.map((name, index) => ({
          title: steps.canceled && index === 0 ? t('status.Canceled') : t(`status.${name}`),
        }))}
      />
      <ClaimNotice claim={parcel.claim} />
      {parcel.abnormalReason ? <Alert type="error" showIcon title={t('abnormal', { reason: parcel.abnormalReason })} /> : null}
      {parcel.cancelReason ? <Alert type="info" showIcon title={t('detail.cancelReason', { reason: parcel.cancelReason })} /> : null}

      <section aria-labelledby="parcel-photos" className={styles.section}>
        <h3 id="parcel-photos">{t('detail.photos')}</h3>
        <ParcelPhotos parcel={parcel} />
      </section>
      <section aria-labelledby="parcel-facts" className={styles.section}>
        <h3 id="parcel-facts">{t('detail.facts')}</h3>
        <ParcelFacts parcel={parcel} />
      </section>
      <section aria-labelledby="parcel-storage" className={styles.section}>
        <h3 id="parcel-storage">{t('detail.storage')}</h3>
        <StorageFacts parcel={parcel} currency={currency} />
      </section>
      <section aria-labelledby="parcel-goods" className={styles.section}>
        <h3 id="parcel-goods">{t('detail.goods')}</h3>
        {locked ? <p className={styles.locked}>{t(`detail.notEditable.${locked}`)}</p> : null}
        <GoodsSection parcel={parcel} currency={currency} onSaved={onChanged} />
      </section>
      <section aria-labelledby="parcel-services" className={styles.section}>
        <h3 id="parcel-services">{t('detail.services')}</h3>
        <ServicesSection parcel={parcel} currency={currency} onSaved={onChanged} />
      </section>
      <section aria-labelledby="parcel-history" className={styles.section}>
        <h3 id="parcel-history">{t('detail.history')}</h3>
        <ParcelHistory logs={logs} currency={currency} />
      </section>
    </div>
  );
}
