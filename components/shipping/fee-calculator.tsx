import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import type { Locale } from '@/lib/contract/constants';
import { feeQuery, validateFeeForm, type FeeFormValues, type FieldErrors } from '@/lib/content/fee-form';
import { calculateFee, getDestinations, getGoodsTypes, getRegions, type FeeResult } from '@/lib/server-data/shipping';
import { getSiteConfig } from '@/lib/site/get-site';
import { FeeForm } from './fee-form';
import { FeeResults } from './fee-results';
import styles from './shipping.module.css';

interface FeeCalculatorProps {
  site: string;
  locale: Locale;
  values: FeeFormValues;
  submitted: boolean;
}

/** The form, its field errors and, after a valid submission, the backend's quotes. */
export async function FeeCalculator({ site, locale, values, submitted }: FeeCalculatorProps) {
  const checked: FieldErrors = submitted ? validateFeeForm(values) : {};
  const valid = submitted && Object.keys(checked).length === 0;
  const [t, common, destinations, goodsTypes, regions, config, result] = await Promise.all([
    getTranslations({ locale, namespace: 'calculator' }),
    getTranslations({ locale, namespace: 'common' }),
    getDestinations(site, locale),
    getGoodsTypes(site, locale),
    getRegions(site, locale, values.countryCode),
    getSiteConfig(site, locale),
    valid ? calculateFee(site, locale, feeQuery(values)) : Promise.resolve<FeeResult | null>(null),
  ]);
  const errors: FieldErrors = result && !result.ok ? result.fields : checked;
  const errorCount = Object.keys(errors).length;
  return (
    <>
      {!destinations.ok ? <EmptyState role="alert" title={common('loadFailed')} retryLabel={common('retry')} /> : null}
      <FeeForm
        values={values}
        errors={errors}
        destinations={destinations.ok ? destinations.data : []}
        regions={regions}
        goodsTypes={goodsTypes.ok ? goodsTypes.data : []}
      />
      {errorCount > 0 ? (
        <p role="alert" className={styles.alert}>
          {t('fixErrors', { count: errorCount })}
        </p>
      ) : null}
      {result && !result.ok && (result.messages.length > 0 || errorCount === 0) ? (
        <p role="alert" className={styles.alert}>
          {result.messages.length ? result.messages.join(' ') : common('loadFailed')}
        </p>
      ) : null}
      {result?.ok ? <FeeResults result={result.data} values={values} symbol={config.site.baseCurrencySymbol} /> : null}
    </>
  );
}
