import type { CombinedOrderDetail } from '@/lib/api/combined-order';
import type { CombinedOrdersT } from '../labels';
import { CarrierLink } from './carrier-link';
import { FactsSection } from './detail-section';
import styles from './detail.module.css';

/** Where it goes: the recipient, the address (the customs ID masked as the server gives it). */
export function AddressSection({ t, combinedOrder }: { t: CombinedOrdersT; combinedOrder: CombinedOrderDetail }) {
  const a = combinedOrder.address;
  const lines = [a.addressLine1, a.addressLine2, [a.city, a.regionName].filter(Boolean).join(', '), a.countryName].filter(Boolean);
  return (
    <FactsSection
      id="waybill-address"
      title={t('detail.sections.address')}
      items={[
        [t('detail.address.recipient'), a.recipientName],
        [t('detail.address.phone'), a.phone],
        [
          t('detail.address.address'),
          <address key="address" className={styles.address}>
            {lines.map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </address>,
        ],
        [t('detail.address.postcode'), a.postcode],
        [t('detail.address.customsId'), a.customsId],
      ]}
    />
  );
}

/**
 * How it goes: the warehouse, the method, and once it has left, the carrier and its tracking number, linked to
 * the carrier's own tracking page when the server knows one (carrierTrackingUrl).
 */
export function ShippingSection({ t, combinedOrder }: { t: CombinedOrdersT; combinedOrder: CombinedOrderDetail }) {
  const notYet = <span className={styles.muted}>{t('detail.shipping.notYet')}</span>;
  return (
    <FactsSection
      id="waybill-shipping"
      title={t('detail.sections.shipping')}
      items={[
        [t('detail.shipping.warehouse'), combinedOrder.warehouseName],
        [t('detail.shipping.method'), combinedOrder.method.name],
        [t('detail.shipping.carrier'), combinedOrder.carrierName ?? notYet],
        [
          t('detail.shipping.trackingNumber'),
          combinedOrder.carrierTrackingNumber ? (
            <CarrierLink key="number" url={combinedOrder.carrierTrackingUrl} newTab={t('detail.shipping.carrierPage')} className={styles.code}>
              {combinedOrder.carrierTrackingNumber}
            </CarrierLink>
          ) : (
            notYet
          ),
        ],
      ]}
    />
  );
}
