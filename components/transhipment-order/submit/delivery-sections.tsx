'use client';

import { useTranslations } from 'next-intl';
import { WaybillSections, type WaybillSectionsProps } from '@/components/combined-order/submit/waybill-sections';
import styles from '@/components/ui/form/order-form.module.css';
import { KeptDiscountsSection, type KeptDiscounts } from './kept-discounts';

interface DeliverySectionsProps extends Omit<WaybillSectionsProps, 'hasAddress' | 'onlyMethodId' | 'methodNote' | 'discounts'> {
  /** Editing an order whose address came from a spreadsheet: that address, until one from the book is chosen. */
  currentAddress: string | null;
  /** Editing: the coupon and points, shown read only instead of their choices. */
  kept: KeptDiscounts | null;
}

/**
 * Steps 3 to 7, the waybill form's own sections: address (and the customs ID the destination needs),
 * method, services (insurance among them), coupon and points, remark.
 */
export function DeliverySections({ currentAddress, kept, ...sections }: DeliverySectionsProps) {
  const t = useTranslations('transhipmentOrderSubmit.address');
  return (
    <>
      {currentAddress ? (
        <p className={styles.notice} role="status" data-testid="current-address">
          {t('current', { address: currentAddress })} {t('currentHint')}
        </p>
      ) : null}
      <WaybillSections
        {...sections}
        hasAddress={sections.choices.addressId !== null || currentAddress !== null}
        discounts={kept ? <KeptDiscountsSection kept={kept} symbol={sections.symbol} /> : null}
      />
    </>
  );
}
