'use client';

import { useTranslations } from 'next-intl';
import { WaybillSections, type WaybillSectionsProps } from '@/components/combined-order/submit/waybill-sections';
import styles from '@/components/ui/form/order-form.module.css';

interface OrderSectionsProps extends Omit<WaybillSectionsProps, 'hasAddress' | 'onlyMethodId' | 'methodNote' | 'discounts'> {
  /** An answered enquiry's method: the only one offered. */
  fixedMethodId: string | null;
}

/** The waybill form's own sections: address (and the customs ID the destination needs), method, services, coupon, points, remark. */
export function OrderSections({ fixedMethodId, ...sections }: OrderSectionsProps) {
  const t = useTranslations('shipForMeOrder');
  return (
    <WaybillSections {...sections} onlyMethodId={fixedMethodId} methodNote={fixedMethodId ? <p className={styles.hint}>{t('enquiry.fixedMethod')}</p> : null} />
  );
}
