import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Enquiry } from '@/lib/contract/wire';
import { Link as LocaleLink } from '@/lib/i18n/navigation';
import { currencySymbol } from '@/components/ship-for-me/good/good-money';
import { DateTime } from '@/components/ui/date-time';
import { lastPage, listHref, type ListState } from '@/components/ui/list/list-query';
import { StatusTabs } from '@/components/ui/list/status-tabs';
import { Money } from '@/components/ui/money';
import { ENQUIRY_STATUSES, enquiryStatusKey, EnquiryStatusTag } from './enquiry-status-tag';
import styles from './enquiries.module.css';

export const ENQUIRIES_PATH = '/ship-for-me/enquiries';
const ENQUIRY_TABS = ENQUIRY_STATUSES.map((status) => ({ value: status, labelKey: `status.${status}` }));

interface EnquiryListProps {
  items: Enquiry[];
  total: number;
  state: ListState;
  /** The page's own path (with its language prefix) and query: tabs and pages keep the rest. */
  pathname: string;
  search: string;
}

/** Status tabs (plain links), then the member's enquiries as cards leading to each one (`?id=`), then pages. */
export async function EnquiryList({ items, total, state, pathname, search }: EnquiryListProps) {
  const t = await getTranslations('shipForMeEnquiry');
  const pages = lastPage(total, state.pageSize);
  return (
    <>
      <StatusTabs
        definitions={ENQUIRY_TABS}
        current={state.status}
        pathname={pathname}
        search={search}
        label={(key) => t(key as 'status.10')}
        allLabel={t('all')}
        navLabel={t('tabsLabel')}
      />
      <ul className={styles.cards}>
        {items.map((enquiry) => (
          <li key={enquiry.id} className={styles.card} data-testid="enquiry-card">
            <div className={styles.cardHead}>
              <LocaleLink href={{ pathname: ENQUIRIES_PATH, query: { id: enquiry.id } }} className={styles.cardTitle}>
                {t('cardTitle', { id: enquiry.id })}
              </LocaleLink>
              <EnquiryStatusTag status={enquiry.status} label={t(enquiryStatusKey(enquiry.status))} />
            </div>
            <p className={styles.muted}>
              {t('cardGoods', { count: enquiry.goods.length, title: enquiry.goods[0]?.title ?? '' })}
              {' · '}
              {enquiry.warehouseName}
              {' · '}
              <DateTime value={enquiry.createdAt} />
            </p>
            {enquiry.answer ? (
              <p className={styles.cardFee}>
                {t('cardAnswer', { method: enquiry.answer.methodName })}{' '}
                <Money value={enquiry.answer.total} symbol={currencySymbol(enquiry.answer.currency)} className={styles.fee} />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t('pagesLabel')} className={styles.pager}>
          {state.page > 1 ? <Link href={listHref(pathname, search, { page: state.page - 1 })}>{t('previous')}</Link> : <span />}
          <span>{t('pageOf', { page: state.page, pages })}</span>
          {state.page < pages ? <Link href={listHref(pathname, search, { page: state.page + 1 })}>{t('next')}</Link> : <span />}
        </nav>
      ) : null}
    </>
  );
}
