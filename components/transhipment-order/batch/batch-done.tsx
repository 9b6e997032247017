'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { combineCalculate } from '@/lib/api/combined-order';
import { COMBINE_PAY_MAX } from '@/lib/contract/combined-order-rules';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button';
import { PlainButton } from '@/components/ui/form/plain-button';
import { SuccessResult } from '@/components/ui/success-result';
import { COMBINE_PAY_PATH, saveCombinePay } from '@/components/combined-order/pay/combine-pay-ids';
import { TRANSHIPMENT_PAGES } from '@/components/transhipment-order/labels';

/**
 * The file's orders were submitted: how many, and the ways on. Which of them wait for payment is asked of
 * the combined payment's figures (at most COMBINE_PAY_MAX at once); those are stored for it (lsCombinePay)
 * and "Pay them" opens it.
 */
export function BatchDone({ ids, onAgain }: { ids: string[]; onAgain: () => void }) {
  const t = useTranslations('transhipmentOrderSubmit.batch');
  const tl = useTranslations('transhipmentOrderSubmit.links');
  const [unpaid, setUnpaid] = useState<string[]>([]);

  useEffect(() => {
    let alive = true;
    if (ids.length)
      combineCalculate(ids.slice(0, COMBINE_PAY_MAX)).then(
        (figures) => {
          const due = figures.items.filter((item) => item.amountDue > 0).map((item) => item.id);
          if (!alive || !due.length) return;
          saveCombinePay(due);
          setUnpaid(due);
        },
        // Not known: My transhipment orders still shows what waits for payment.
        () => {},
      );
    return () => {
      alive = false;
    };
  }, [ids]);

  const subtitle = [
    t('doneText'),
    unpaid.length ? t('doneUnpaid', { count: unpaid.length }) : null,
    unpaid.length && ids.length > COMBINE_PAY_MAX ? t('donePayLimit', { max: COMBINE_PAY_MAX }) : null,
  ];
  return (
    <SuccessResult
      title={t('doneTitle', { count: ids.length })}
      subtitle={subtitle.filter(Boolean).join(' ')}
      actions={
        <>
          {unpaid.length ? (
            <Link href={COMBINE_PAY_PATH} className={buttonClassName('primary')}>
              {t('payThem')}
            </Link>
          ) : null}
          <Link href={TRANSHIPMENT_PAGES.list} className={buttonClassName(unpaid.length ? 'default' : 'primary')}>
            {tl('myOrders')}
          </Link>
          <PlainButton onClick={onAgain}>{t('submitAnother')}</PlainButton>
        </>
      }
    />
  );
}
