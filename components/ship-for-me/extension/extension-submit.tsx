'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useClientValue } from '@/components/layout/use-client-value';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TitledSection } from '@/components/ui/titled-section';
import { GOODS_PER_REQUEST } from '@/lib/contract/ship-for-me-rules';
import { hasSignedInHint } from '@/lib/stores/session-store';
import { HandOverActions, type Outcome } from './hand-over-actions';
import { HandOverDone } from './hand-over-done';
import { ReceivedGoods } from './received-goods';
import { RejectedList } from './rejected-list';
import { useHandOver } from './use-hand-over';
import styles from './extension.module.css';

export interface SubmitLinks {
  /** /login?redirect=<this page>, localized. */
  login: string;
  cart: string;
  goodsList: string;
  extension: string;
}

/**
 * /ship-for-me/extension/submit in the browser: the goods the extension handed over, to review (quantity,
 * remove), what was refused and why, then into the member's cart or, for a visitor, this browser's cart.
 */
export function ExtensionSubmit({ links }: { links: SubmitLinks }) {
  const t = useTranslations('shipForMeExtension.submit');
  const inbox = useHandOver();
  const hinted = useClientValue(hasSignedInHint, false);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (!inbox.ready)
    return (
      <p role="status" className={styles.loading}>
        {t('loading')}
      </p>
    );
  if (outcome) return <HandOverDone outcome={outcome} links={links} />;

  const { goods, rejected } = inbox;
  const change = (next: typeof goods) => {
    inbox.setGoods(next);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => next.some((g) => g.clientKey === key))));
  };
  return (
    <div className={styles.submit}>
      {rejected.length ? <RejectedList rejected={rejected} /> : null}
      {inbox.overflow ? <p className={styles.warning}>{t('overflow', { count: inbox.overflow, max: GOODS_PER_REQUEST })}</p> : null}
      {!inbox.stored && goods.length ? (
        <p role="alert" className={styles.warning}>
          {t('storageFailed')}
        </p>
      ) : null}
      {goods.length === 0 ? (
        <EmptyState
          title={t('emptyTitle')}
          description={t('emptyText')}
          action={
            <a href={links.extension} className={buttonClassName('default')}>
              {t('howTo')}
            </a>
          }
        />
      ) : (
        <>
          <TitledSection headingId="extension-goods" title={t('reviewTitle')} headingClassName={styles.sectionTitle}>
            <p className={styles.hint}>{t('reviewHint', { count: goods.length })}</p>
            <ReceivedGoods
              goods={goods}
              errors={errors}
              disabled={busy}
              onQuantity={(key, quantity) => change(goods.map((g) => (g.clientKey === key ? { ...g, quantity } : g)))}
              onRemove={(key) => change(goods.filter((g) => g.clientKey !== key))}
            />
          </TitledSection>
          <HandOverActions
            goods={goods}
            member={hinted && !sessionEnded}
            links={links}
            busy={busy}
            onBusy={setBusy}
            onErrors={setErrors}
            onSessionEnded={() => setSessionEnded(true)}
            onDone={(done) => {
              if (done.kind === 'added') inbox.clear();
              else inbox.setGoods(done.left);
              setOutcome(done);
            }}
          />
        </>
      )}
    </div>
  );
}
