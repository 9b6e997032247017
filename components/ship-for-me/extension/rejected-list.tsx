'use client';

import { useTranslations } from 'next-intl';
import { EXTENSION_PAYLOAD_MAX, GOOD_QUANTITY_MAX, GOOD_SPEC_MAX, GOOD_TITLE_MAX, GOODS_PER_REQUEST, SHOP_NAME_MAX } from '@/lib/contract/ship-for-me-rules';
import { TitledSection } from '@/components/ui/titled-section';
import type { Rejected } from './hand-over';
import styles from './extension.module.css';

const LIMITS = { max: GOODS_PER_REQUEST, titleMax: GOOD_TITLE_MAX, shopMax: SHOP_NAME_MAX, specMax: GOOD_SPEC_MAX, quantityMax: GOOD_QUANTITY_MAX };

/** What the hand-over held that was not taken, each with its localized reason (goods numbered from 1). */
export function RejectedList({ rejected }: { rejected: Rejected[] }) {
  const t = useTranslations('shipForMeExtension');
  const line = ({ index, reason }: Rejected) => {
    if (index === null) return t(`reason.${reason}`, { ...LIMITS, max: reason === 'tooLarge' ? EXTENSION_PAYLOAD_MAX : GOODS_PER_REQUEST });
    if (reason === 'tooMany') return t('reason.tooMany', { ...LIMITS, number: index + 1 });
    return t('submit.rejectedGood', { number: index + 1, reason: t(`reason.${reason}`, LIMITS) });
  };
  return (
    <TitledSection headingId="extension-rejected" title={t('submit.rejectedTitle')} className={styles.rejected} headingClassName={styles.sectionTitle}>
      <ul data-testid="rejected-goods">
        {rejected.map((item) => (
          <li key={`${item.index}-${item.reason}`}>{line(item)}</li>
        ))}
      </ul>
    </TitledSection>
  );
}
