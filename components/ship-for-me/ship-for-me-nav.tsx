import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import styles from './ship-for-me.module.css';
import { SoftLink } from '@/components/layout/soft-link';

export type ShipForMeSection = 'goods' | 'cart' | 'enquiries' | 'orders' | 'extension';

const SECTIONS: readonly (readonly [ShipForMeSection, string])[] = [
  ['goods', '/ship-for-me/goods-list'],
  ['cart', '/ship-for-me/cart'],
  ['enquiries', '/ship-for-me/enquiries'],
  ['orders', '/ship-for-me/orders'],
  ['extension', '/ship-for-me/extension'],
];

interface ShipForMeNavProps {
  /** The section the page belongs to (none on the service page). */
  current?: ShipForMeSection | null;
  /** False on a page under the section (a good, the send page, one enquiry): its link is then not "this page". */
  exact?: boolean;
}

/** The ship-for-me pages as plain links that wrap on a phone; the current one is marked. Server component. */
export async function ShipForMeNav({ current = null, exact = true }: ShipForMeNavProps) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: 'shipForMe.nav' });
  return (
    <nav aria-label={t('label')} className={styles.nav}>
      <ul className={styles.navList}>
        {SECTIONS.map(([section, href]) => (
          <li key={section}>
            <SoftLink locale={locale} href={href} aria-current={section === current ? (exact ? 'page' : 'true') : undefined}>
              {t(section)}
            </SoftLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
