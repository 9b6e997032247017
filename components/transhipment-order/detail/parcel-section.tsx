import type { TranshipmentOrderDetail } from '@/lib/api/transhipment-order';
import { Money } from '@/components/ui/money';
import { FactsSection } from '@/components/combined-order/detail/detail-section';
import { kg } from '@/components/combined-order/detail/fee-values';
import styles from '@/components/combined-order/detail/detail.module.css';
import type { TranshipmentT } from '../labels';
import { ParcelStatusTag } from '../status-tag';
import own from './transhipment-detail.module.css';

/**
 * The one parcel the order forwards: its tracking number and status (awaiting arrival until the warehouse
 * receives it), warehouse, courier, declared goods, and the weight: measured by the warehouse, or the
 * customer's estimate that the fee stands on until the warehouse weighs it; once weighed, the size the
 * warehouse measured (it is forwarded as it is: no packed box).
 */
export function ParcelSection({ t, order, symbolOf }: { t: TranshipmentT; order: TranshipmentOrderDetail; symbolOf: (currency: string) => string }) {
  const { parcel } = order;
  const weight =
    parcel.weight !== null ? (
      t('detail.parcel.measured', { value: kg(parcel.weight) })
    ) : (
      <span className={own.estimate} data-testid="estimated-weight">
        {order.estimatedWeight !== null ? t('detail.parcel.estimated', { value: kg(order.estimatedWeight) }) : t('detail.parcel.notWeighed')}
      </span>
    );
  const measured = order.final;
  const size =
    measured && measured.length > 0 && measured.width > 0 && measured.height > 0
      ? t('detail.parcel.size', { length: measured.length, width: measured.width, height: measured.height })
      : null;
  return (
    <FactsSection
      id="transhipment-parcel"
      title={t('detail.parcel.title')}
      items={[
        [
          t('detail.parcel.trackingNumber'),
          <span key="number" className={styles.code}>
            {parcel.trackingNumber}
          </span>,
        ],
        [t('detail.parcel.status'), <ParcelStatusTag key="status" t={t} status={parcel.status} />],
        [t('detail.parcel.warehouse'), parcel.warehouseName],
        [t('detail.parcel.carrier'), parcel.carrierName],
        [t('detail.parcel.declaredName'), parcel.declaredName],
        [t('detail.parcel.declaredValue'), <Money key="value" value={parcel.declaredValue} symbol={symbolOf(parcel.currency)} />],
        [t('detail.parcel.weight'), weight],
        [t('detail.parcel.sizeLabel'), size],
      ]}
    />
  );
}
