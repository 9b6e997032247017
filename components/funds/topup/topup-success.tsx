'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Topup } from '@/lib/api/funds';
import { formatMoney } from '@/lib/format/number';
import { Link } from '@/lib/i18n/link';
import { buttonClassName } from '@/components/ui/button';
import { SuccessResult } from '@/components/ui/success-result';
import { forgetReturnTo, readReturnTo } from './return-to';
import type { TopupSymbols } from '@/lib/server-data/funds';

/** Paid: what was credited, "Back to your payment" when the top-up began at one, and the wallet. */
export function TopupSuccess({ topup, symbols }: { topup: Topup; symbols: TopupSymbols }) {
  const t = useTranslations('topup');
  // Read once (the panel renders only in the browser); forgotten after it is shown: it leads back once.
  const [back] = useState(() => readReturnTo(topup.id));
  useEffect(() => forgetReturnTo(topup.id), [topup.id]);
  return (
    <SuccessResult
      title={t('success')}
      subtitle={t('credited', { amount: formatMoney(topup.creditedAmount ?? topup.creditAmount, symbols.base) })}
      actions={
        <>
          {back ? (
            <Link href={back} className={buttonClassName('primary')}>
              {t('backToPayment')}
            </Link>
          ) : null}
          <Link href="/user/my-wallet" className={buttonClassName(back ? 'default' : 'primary')}>
            {t('wallet')}
          </Link>
        </>
      }
    />
  );
}
