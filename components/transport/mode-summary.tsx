import { getLocale, getTranslations } from 'next-intl/server';
import type { TransportMode } from '@/lib/contract/wire';
import { formatKg } from '@/lib/content/fee-form';
import { formatMoney } from '@/lib/format/display';
import styles from './transport.module.css';

/** The facts of one transport mode as a definition list. */
export async function ModeSummary({ mode, symbol }: { mode: TransportMode; symbol: string }) {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'transport' });
  const money = (n: number) => formatMoney(n, symbol);
  return (
    <dl className={styles.facts}>
      <dt>{t('type')}</dt>
      <dd>{mode.methodType.name}</dd>
      <dt>{t('carrier')}</dt>
      <dd>{mode.carrier.name}</dd>
      <dt>{t('transit')}</dt>
      <dd>{t('days', { min: mode.transitDays.min, max: mode.transitDays.max })}</dd>
      <dt>{t('firstWeight')}</dt>
      <dd>{t('fromPrice', { price: money(mode.firstWeightPrice), weight: formatKg(mode.firstWeight) })}</dd>
      <dt>{t('additionalWeight')}</dt>
      <dd>{t('perWeight', { price: money(mode.additionalPrice), weight: formatKg(mode.additionalWeight) })}</dd>
      <dt>{t('surcharges')}</dt>
      <dd>
        {t('fuel', { rate: mode.fuelSurchargeRate })}
        {mode.handlingFee > 0 ? `; ${t('handling', { amount: money(mode.handlingFee) })}` : ''}
      </dd>
      <dt>{t('divisor')}</dt>
      <dd>{mode.volumetricDivisor}</dd>
      <dt>{t('limits')}</dt>
      <dd>{t('limitsLine', { weight: formatKg(mode.maxWeight), side: mode.maxSideCm })}</dd>
      <dt>{t('goods')}</dt>
      <dd>{mode.allowedGoodsTypes.map((g) => g.name).join(', ') || '-'}</dd>
      {mode.restrictions ? (
        <>
          <dt>{t('restrictions')}</dt>
          <dd>{mode.restrictions}</dd>
        </>
      ) : null}
    </dl>
  );
}
