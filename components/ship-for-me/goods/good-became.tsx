import { useTranslations } from 'next-intl';
import type { Good } from '@/lib/contract/wire';
import { Link } from '@/lib/i18n/navigation';
import { becameOf } from './goods-list-query';
import styles from './goods.module.css';

/** Links to what a good became (parcel, enquiry, logistics order); nothing while it is only in the cart. Server or client. */
export function GoodBecame({ good, label = true }: { good: Pick<Good, 'parcelId' | 'trackingNumber' | 'enquiryId' | 'orderId'>; label?: boolean }) {
  const t = useTranslations('shipForMe');
  const links = becameOf(good);
  if (!links.length) return null;
  return (
    <span className={styles.became}>
      {label ? <span className={styles.becameLabel}>{t('became.label')}</span> : null}
      {links.map((link) => (
        <Link key={link.kind} href={link.href} prefetch={false}>
          {link.kind === 'parcel'
            ? link.number
              ? t('became.parcel', { number: link.number })
              : t('became.parcelPending')
            : t(`became.${link.kind}`, { id: link.id })}
        </Link>
      ))}
    </span>
  );
}
