import { useLocale, useTranslations } from 'next-intl';
import { SoftLink } from '@/components/layout/soft-link';
import type { Good } from '@/lib/contract/wire';
import { toLocale } from '@/lib/i18n/paths';
import { becameOf } from './goods-list-query';
import styles from './goods.module.css';

/**
 * Links to what a good became (parcel, enquiry, logistics order); nothing while it is only in the cart. Server or
 * client. SoftLinks (followed client-side by the header island): the public goods list loads no next/link for them.
 */
export function GoodBecame({ good, label = true }: { good: Pick<Good, 'parcelId' | 'trackingNumber' | 'enquiryId' | 'orderId'>; label?: boolean }) {
  const t = useTranslations('shipForMe');
  const locale = toLocale(useLocale());
  const links = becameOf(good);
  if (!links.length) return null;
  return (
    <span className={styles.became}>
      {label ? <span className={styles.becameLabel}>{t('became.label')}</span> : null}
      {links.map((link) => (
        <SoftLink key={link.kind} locale={locale} href={link.href}>
          {link.kind === 'parcel'
            ? link.number
              ? t('became.parcel', { number: link.number })
              : t('became.parcelPending')
            : t(`became.${link.kind}`, { id: link.id })}
        </SoftLink>
      ))}
    </span>
  );
}
