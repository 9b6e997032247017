'use client';

import { useTranslations } from 'next-intl';
import type { Good } from '@/lib/contract/wire';
import { FormSection } from '@/components/combined-order/submit/form-section';
import styles from '@/components/ui/form/order-form.module.css';
import { ForecastPackages } from './forecast-packages';
import type { PackageField, PackageMessages } from './order-values';
import type { ForecastPackage } from './send-values';

interface OrderPackagesProps {
  packages: ForecastPackage[];
  goods: ReadonlyMap<string, Good>;
  carriers: { code: string; name: string }[];
  onChange(index: number, field: PackageField, value: string): void;
  onMove(good: Good, to: number | 'new'): void;
  /** Per package and field, the message to show. */
  errors: PackageMessages;
  /** A message on the packages as a whole. */
  error?: string;
  disabled: boolean;
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
