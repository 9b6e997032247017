import type { Locale } from '@/lib/contract/constants';
import { getTranslations } from 'next-intl/server';
import { EnquiryStatus } from '@/lib/contract/ship-for-me-rules';
import type { Enquiry } from '@/lib/contract/wire';
import { sendHref } from '@/components/ship-for-me/cart/cart-values';
import { currencySymbol } from '@/components/ship-for-me/good/good-money';
import { GoodSummary } from '@/components/ship-for-me/good/good-summary';
import { ButtonLinks } from '@/components/ui/button-links';
import { DateTime } from '@/components/ui/date-time';
import { Facts } from '@/components/ui/facts';
import { Money } from '@/components/ui/money';
import { TitledSection } from '@/components/ui/titled-section';
import { DeclineEnquiryButton } from './decline-enquiry-button';
import { enquiryStatusKey, EnquiryStatusTag } from './enquiry-status-tag';
import styles from './enquiries.module.css';

const ORDER_DETAIL_PATH = '/user/combined-order-detail';

/**
 * One enquiry: its status, warehouse, delivery address and remark, the goods, and once staff answered, the
 * method, expected weight, fee and note with "Accept and ship" (the logistics-order step with this enquiry)
 * and "Decline". Open: it can be withdrawn; accepted: the way to its order; closed: why.
 */
export async function EnquiryDetail({ enquiry, locale }: { enquiry: Enquiry; locale: Locale }) {
  const t = await getTranslations('shipForMeEnquiry');
  const { answer } = enquiry;
  const goodsIds = enquiry.goods.map((good) => good.id);
  const answered = enquiry.status === EnquiryStatus.Answered && answer !== null;

  return (
    <div className={styles.detail} data-testid="enquiry-detail">
      <Facts
        items={[
          [t('field.status'), <EnquiryStatusTag key="status" status={enquiry.status} label={t(enquiryStatusKey(enquiry.status))} />],
          [t('field.createdAt'), <DateTime key="created" value={enquiry.createdAt} />],
          [t('field.warehouse'), enquiry.warehouseName],
          [t('field.address'), enquiry.addressText],
          [t('field.remark'), enquiry.remark],
          [t('field.closedReason'), enquiry.status === EnquiryStatus.Closed ? (enquiry.closedReason ?? t('noReason')) : null],
        ]}
      />
      {answer ? (
        <TitledSection headingId="enquiry-answer" title={t('answer.title')} headingClassName={styles.heading} className={styles.answer}>
          <Facts
            items={[
              [t('answer.method'), answer.methodName],
              [t('answer.weight'), t('answer.kg', { weight: answer.estimatedWeight })],
              [t('answer.fee'), <Money key="fee" value={answer.total} symbol={currencySymbol(answer.currency)} className={styles.fee} />],
              [t('answer.note'), answer.note],
              [t('answer.answeredAt'), <DateTime key="at" value={answer.answeredAt} />],
            ]}
          />
          {answered ? <p className={styles.hint}>{t('answer.hint')}</p> : null}
        </TitledSection>
      ) : enquiry.status === EnquiryStatus.Open ? (
        <p className={styles.waiting} role="status">
          {t('waiting')}
        </p>
      ) : null}
      <div className={styles.actions}>
        {answered ? <ButtonLinks locale={locale} links={[{ href: sendHref('order', goodsIds, enquiry.id), label: t('accept'), variant: 'primary' }]} /> : null}
        {answered ? <DeclineEnquiryButton enquiryId={enquiry.id} mode="decline" /> : null}
        {enquiry.status === EnquiryStatus.Open ? <DeclineEnquiryButton enquiryId={enquiry.id} mode="withdraw" /> : null}
        {enquiry.status === EnquiryStatus.Accepted && enquiry.orderId ? (
          <ButtonLinks
            locale={locale}
            links={[
              { href: { pathname: ORDER_DETAIL_PATH, query: { id: enquiry.orderId } }, label: t('viewOrder', { id: enquiry.orderId }), variant: 'primary' },
            ]}
          />
        ) : null}
      </div>
      <TitledSection headingId="enquiry-goods" title={t('goodsTitle', { count: enquiry.goods.length })} headingClassName={styles.heading}>
        <ul className={styles.goods}>
          {enquiry.goods.map((good) => (
            <li key={good.id}>
              <GoodSummary good={good} picture={48} />
            </li>
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}
