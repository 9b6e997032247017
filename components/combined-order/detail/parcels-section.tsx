import { Money } from '@/components/ui/money';
import { DetailSection, type AmountsSectionProps } from './detail-section';
import { kg } from './fee-values';
import small from '@/components/ui/small-table.module.css';
import styles from './detail.module.css';

/** The parcels in the waybill: tracking number, declared name, weight and declared value. */
export function ParcelsSection({ t, combinedOrder, symbolOf }: AmountsSectionProps) {
  return (
    <DetailSection id="waybill-parcels" title={`${t('detail.sections.parcels')} (${combinedOrder.parcels.length})`}>
      <div className={styles.scroll}>
        <table className={`${styles.table} ${small.stacked}`}>
          <thead>
            <tr>
              <th scope="col">{t('detail.parcel.trackingNumber')}</th>
              <th scope="col">{t('detail.parcel.name')}</th>
              <th scope="col" className={styles.right}>
                {t('detail.parcel.weight')}
              </th>
              <th scope="col" className={styles.right}>
                {t('detail.parcel.value')}
              </th>
            </tr>
          </thead>
          <tbody>
            {combinedOrder.parcels.map((parcel) => (
              <tr key={parcel.id}>
                <th scope="row" className={styles.rowHead}>
                  {parcel.trackingNumber}
                </th>
                <td data-label={t('detail.parcel.name')}>{parcel.declaredName ?? '-'}</td>
                <td className={styles.right} data-label={t('detail.parcel.weight')}>
                  {parcel.weight === null ? '-' : t('detail.parcel.kg', { value: kg(parcel.weight) })}
                </td>
                <td className={styles.right} data-label={t('detail.parcel.value')}>
                  <Money value={parcel.declaredValue} symbol={symbolOf(parcel.currency)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DetailSection>
  );
}
