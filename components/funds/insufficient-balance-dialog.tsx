'use client';

import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { insufficientShortfall } from '@/lib/api/funds';
import { Link } from '@/lib/i18n/link';
import { buttonClassName } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { NativeDialog } from '@/components/ui/native-dialog';
import { amountParam } from './recharge/amount-rules';
import { returnPathOf } from './topup/return-to';
import styles from './insufficient-balance-dialog.module.css';

/** A document a submit saved as unpaid because the wallet was short: a waybill, a transhipment order, a logistics order. */
export interface SavedUnpaid {
  kind: 'waybill' | 'transhipment' | 'order';
  id: string;
}

export interface InsufficientBalanceDialogProps {
  open: boolean;
  /** What the wallet lacks, base currency. */
  shortfall: number;
  currencySymbol: string;
  /** Where the customer was paying (same-site path; anything else is dropped). */
  returnTo: string;
  /** Opened after a submit that saved the document unpaid: the dialog says so first. Absent for a payment that failed. */
  saved?: SavedUnpaid;
  onClose(): void;
}

/** `/user/recharge?amount=<shortfall>&returnTo=<path>`, as a localized Link's href. */
export function rechargeHref(shortfall: number, returnTo: string) {
  const back = returnPathOf(returnTo, typeof window === 'undefined' ? null : window.location.host);
  return { pathname: '/user/recharge', query: { amount: amountParam(shortfall), ...(back ? { returnTo: back } : {}) } };
}

/**
 * SPEC section 8 "insufficient balance (asks to recharge, or whether to recharge now)": a native modal
 * <dialog> (focus kept inside, Escape and Cancel close it, focus goes back) with the shortfall and a
 * "Recharge now" link prefilled with it. Needs the `recharge` namespace in its intl provider.
 */
export function InsufficientBalanceDialog({ open, ...props }: InsufficientBalanceDialogProps) {
  if (!open) return null;
  return <OpenDialog {...props} />;
}

function OpenDialog({ shortfall, currencySymbol, returnTo, saved, onClose }: Omit<InsufficientBalanceDialogProps, 'open'>) {
  const t = useTranslations('recharge.insufficient');
  const recharge = useRef<HTMLAnchorElement>(null);
  const short = t.rich('message', { amount: () => <Money value={shortfall} symbol={currencySymbol} className={styles.amount} /> });
  return (
    <NativeDialog
      title={t('title')}
      message={
        saved ? (
          <>
            <span className={styles.saved}>{t('saved', { kind: saved.kind, id: saved.id })}</span> {short}
          </>
        ) : (
          short
        )
      }
      onCancel={onClose}
      initialFocus={recharge}
      look={styles}
    >
      <div className={styles.actions}>
        <button type="button" className={buttonClassName('default')} onClick={onClose}>
          {t('cancel')}
        </button>
        <Link ref={recharge} href={rechargeHref(shortfall, returnTo)} className={buttonClassName('primary')} onClick={onClose}>
          {t('rechargeNow')}
        </Link>
      </div>
    </NativeDialog>
  );
}

/**
 * For any payment button: `const balance = useInsufficientBalance(symbol)`, render `balance.dialog`, and
 * in the failure path `if (balance.handle(error, pathname)) return;` (true when the call failed with
 * 402 INSUFFICIENT_BALANCE: the dialog is open).
 */
export function useInsufficientBalance(currencySymbol = ''): { dialog: ReactNode; handle(error: unknown, returnTo: string): boolean } {
  const [shown, setShown] = useState<{ shortfall: number; returnTo: string } | null>(null);
  const handle = useCallback((error: unknown, returnTo: string) => {
    const shortfall = insufficientShortfall(error);
    if (shortfall === null) return false;
    setShown({ shortfall, returnTo });
    return true;
  }, []);
  const dialog = (
    <InsufficientBalanceDialog
      open={shown !== null}
      shortfall={shown?.shortfall ?? 0}
      currencySymbol={currencySymbol}
      returnTo={shown?.returnTo ?? ''}
      onClose={() => setShown(null)}
    />
  );
  return { dialog, handle };
}
