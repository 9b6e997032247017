'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { SiteCurrency } from '@/components/parcels/list/parcel-values';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/load-state';
import { RetryButton } from '@/components/ui/retry-button';
import styles from '@/components/ui/form/order-form.module.css';
import { useOrderData } from './order-data';
import { OrderForm } from './order-form';
import { enquiryBlock, ORDER_PAGES, orderStepPath } from './order-values';

export interface OrderStepProps {
  /** `?goods=` of /ship-for-me/send: the chosen cart goods. */
  goodsIds: string[];
  /** `?enquiry=`: accepting this answered enquiry (its goods, warehouse, method and weight). */
  enquiryId: string | null;
  /** The site's currency (its own symbol); without it, the usual symbol of the fee's currency. */
  currency?: SiteCurrency;
  /** Debounce of the fee (tests shorten it). */
  draftDelayMs?: number;
}

/**
 * /ship-for-me/send?step=order: the goods (or an answered enquiry) become one logistics order priced and
 * paid like a waybill. Reads what it needs in the browser, then shows the form; a failed read says so with
 * a retry, never a blank step. Needs ORDER_STEP_NAMESPACES (./order-values) in its provider.
 */
export function OrderStep({ goodsIds, enquiryId, currency, draftDelayMs }: OrderStepProps) {
  const t = useTranslations('shipForMeOrder');
  const { load, reload } = useOrderData(goodsIds, enquiryId);
  const enquiryLink = (
    <Link href={{ pathname: ORDER_PAGES.enquiries, query: enquiryId ? { id: enquiryId } : {} }} className={buttonClassName('primary')}>
      {t('enquiry.back')}
    </Link>
  );

  if (load.kind === 'loading') return <Loading label={t('load.loading')} />;
  if (load.kind === 'failed') return <EmptyState role="alert" title={t('load.failed')} action={<RetryButton label={t('load.retry')} onRetry={reload} />} />;
  if (load.kind === 'notFound') return <EmptyState title={t('enquiry.notFound')} action={enquiryLink} />;

  const { data } = load;
  const block = data.enquiry ? enquiryBlock(data.enquiry) : null;
  if (block) return <EmptyState title={t(`enquiry.${block}`)} action={enquiryLink} />;
  if (!data.warehouses.length) {
    return (
      <EmptyState
        title={t('warehouse.none')}
        action={
          <Link href={ORDER_PAGES.warehouses} className={buttonClassName('primary')}>
            {t('warehouse.link')}
          </Link>
        }
      />
    );
  }
  if (!data.goods.length) {
    return (
      <EmptyState
        title={t('load.noGoods')}
        description={t('load.noGoodsText')}
        action={
          <Link href={ORDER_PAGES.cart} className={buttonClassName('primary')}>
            {t('load.backToCart')}
          </Link>
        }
      />
    );
  }
  return (
    <div className={styles.main}>
      {data.missing.length ? (
        <p className={styles.notice} role="status" data-testid="missing-goods">
          {t('load.missing', { count: data.missing.length })}
        </p>
      ) : null}
      <OrderForm data={data} stepPath={orderStepPath(goodsIds, enquiryId)} currency={currency} draftDelayMs={draftDelayMs} />
    </div>
  );
}
