import { getLocale, getTranslations } from 'next-intl/server';
import type { ZoneFee } from '@/lib/contract/wire';
import { formatKg } from '@/lib/content/fee-form';
import { formatMoney } from '@/lib/format/display';
import styles from './transport.module.css';

/** One row per zone: countries, first and additional weight prices, and the freight at sample weights. */
export async function ZoneFeeTable({ fees, symbol, caption }: { fees: ZoneFee[]; symbol: string; caption: string }) {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'transport' });
  if (fees.length === 0) return <p>{t('noFees')}</p>;
  const weights = [...new Set(fees.flatMap((f) => f.bands.map((b) => b.weight)))].sort((a, b) => a - b);
  const money = (n: number) => formatMoney(n, symbol);
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('zone')}</th>
            <th scope="col">{t('firstWeight')}</th>
            <th scope="col">{t('additionalWeight')}</th>
            {weights.map((w) => (
              <th key={w} scope="col">
                {t('kg', { value: formatKg(w) })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {fees.map((fee) => (
            <tr key={fee.zoneId}>
              <th scope="row">
                {fee.zoneName}
                <span className={styles.countries}>{fee.countryCodes.join(', ')}</span>
              </th>
              <td>{t('perWeight', { price: money(fee.firstWeightPrice), weight: formatKg(fee.firstWeight) })}</td>
              <td>{t('perWeight', { price: money(fee.additionalPrice), weight: formatKg(fee.additionalWeight) })}</td>
              {weights.map((w) => {
                const band = fee.bands.find((b) => b.weight === w);
                return <td key={w}>{band ? money(band.price) : '-'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
