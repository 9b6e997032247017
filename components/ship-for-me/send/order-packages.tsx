'use client';

import { useTranslations } from 'next-intl';
import { FormSection } from '@/components/combined-order/submit/form-section';
import styles from '@/components/ui/form/order-form.module.css';
import { ForecastPackages, type ForecastPackagesProps } from './forecast-packages';

interface OrderPackagesProps extends ForecastPackagesProps {
  /** A message on the packages as a whole. */
  error?: string;
}

/**
 * The chosen goods in packages (one per shop at first; a good may move), each with the shop's tracking
 * number and carrier: the forecast step's packages (./forecast-packages), as one section of the order form.
 */
export function OrderPackages({ error, disabled, ...packages }: OrderPackagesProps) {
  const t = useTranslations('shipForMeOrder.packages');
  return (
    <FormSection field="packages" title={t('title')} error={error} disabled={disabled}>
      <p className={styles.hint}>{t('intro')}</p>
      <ForecastPackages {...packages} disabled={disabled} />
    </FormSection>
  );
}
