'use client';

import { useTranslations } from 'next-intl';
import { buttonClassName } from '@/components/ui/button';
import { SuccessResult } from '@/components/ui/success-result';
import type { SubmitLinks } from './extension-submit';
import type { Outcome } from './hand-over-actions';

/** After the goods went into a cart: what happened and the ways on (full navigations: the cart reads the session). */
export function HandOverDone({ outcome, links }: { outcome: Outcome; links: SubmitLinks }) {
  const t = useTranslations('shipForMeExtension.submit');
  const shared = useTranslations('shipForMe');
  const cart = (
    <a key="cart" href={links.cart} className={buttonClassName('primary')}>
      {shared('button.cart')}
    </a>
  );
  if (outcome.kind === 'added') {
    const { added, merged } = outcome;
    return (
      <SuccessResult
        title={t('addedTitle')}
        subtitle={t('addedText', { added, merged })}
        actions={[
          cart,
          <a key="goods" href={links.goodsList} className={buttonClassName('default')}>
            {shared('button.goodsList')}
          </a>,
        ]}
      />
    );
  }
  const left = outcome.left.length;
  return <SuccessResult title={t('keptTitle')} subtitle={left ? `${t('keptHint')} ${t('keptFull', { count: left })}` : t('keptHint')} actions={[cart]} />;
}
