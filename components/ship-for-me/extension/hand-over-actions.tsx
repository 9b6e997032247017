'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useLocalCart, useLocalCartHydrated } from '@/components/ship-for-me/local-cart/local-cart-store';
import { buttonClassName } from '@/components/ui/button';
import { TitledSection } from '@/components/ui/titled-section';
import { statusOf } from '@/lib/api/client';
import { failureMessage } from '@/lib/api/failure-message';
import { addGoods } from '@/lib/api/ship-for-me';
import { goodIdentity } from '@/lib/contract/ship-for-me-rules';
import { goodErrorsOf } from './good-errors';
import type { HandOverGood } from './hand-over';
import type { SubmitLinks } from './extension-submit';
import styles from './extension.module.css';

export type Outcome = { kind: 'added'; added: number; merged: number } | { kind: 'kept'; left: HandOverGood[] };

interface HandOverActionsProps {
  goods: HandOverGood[];
  /** The readable sign-in hint says a session exists (a 401 says otherwise: onSessionEnded). */
  member: boolean;
  links: SubmitLinks;
  busy: boolean;
  onBusy(busy: boolean): void;
  onErrors(errors: Record<string, string[]>): void;
  onSessionEnded(): void;
  onDone(outcome: Outcome): void;
}

/** A member adds the goods to the cart (a retry adds nothing twice: clientKeys); a visitor signs in or keeps them locally. */
export function HandOverActions({ goods, member, links, busy, onBusy, onErrors, onSessionEnded, onDone }: HandOverActionsProps) {
  const t = useTranslations('shipForMeExtension.submit');
  const [alert, setAlert] = useState<string | null>(null);
  const hydrated = useLocalCartHydrated();

  async function addToCart() {
    onBusy(true);
    setAlert(null);
    onErrors({});
    try {
      const result = await addGoods(goods);
      onDone({ kind: 'added', added: result.added, merged: result.merged });
    } catch (error) {
      if (statusOf(error) === 401) {
        onSessionEnded();
        setAlert(t('sessionEnded'));
      } else {
        const { byGood, other } = goodErrorsOf(error, goods);
        onErrors(byGood);
        const named = Object.keys(byGood).length > 0;
        setAlert(other.length ? other.join(' ') : named ? t('someRefused') : failureMessage(error, { network: t('network'), fallback: t('failed') }));
      }
    } finally {
      onBusy(false);
    }
  }

  function keepLocal() {
    useLocalCart.getState().add(goods);
    const items = useLocalCart.getState().items;
    const keys = new Set(items.map((item) => item.clientKey));
    const identities = new Set(items.map(goodIdentity));
    onDone({ kind: 'kept', left: goods.filter((good) => !keys.has(good.clientKey) && !identities.has(goodIdentity(good))) });
  }

  return (
    <TitledSection
      headingId="extension-actions"
      title={member ? t('memberTitle') : t('visitorTitle')}
      className={styles.actions}
      headingClassName={styles.sectionTitle}
    >
      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : null}
      <p className={styles.hint}>{member ? t('memberHint') : t('visitorHint')}</p>
      <div className={styles.buttons}>
        {member ? (
          <button type="button" className={buttonClassName('primary')} disabled={busy} aria-busy={busy} onClick={addToCart}>
            {busy ? t('adding') : t('addToCart')}
          </button>
        ) : (
          <>
            <a href={links.login} className={buttonClassName('primary')}>
              {t('signIn')}
            </a>
            <button type="button" className={buttonClassName('default')} disabled={!hydrated} onClick={keepLocal}>
              {t('keepLocal')}
            </button>
          </>
        )}
      </div>
    </TitledSection>
  );
}
