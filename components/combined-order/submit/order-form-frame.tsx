'use client';

import type { FormEvent, ReactNode } from 'react';
import styles from '@/components/ui/form/order-form.module.css';
import { QuoteSummary, type QuoteSummaryProps } from './quote-summary';
import { SummaryBar } from './summary-bar';
import local from './summary-bar.module.css';
import { useNarrow } from './use-narrow';

interface OrderFormFrameProps {
  /** The id of the page's title. */
  labelledBy: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  summary: Omit<QuoteSummaryProps, 'compact'>;
  /** The form's sections (the main column). */
  children: ReactNode;
  /** After the layout, inside the form: what a submit opens (the unpaid dialog, the balance dialog). */
  dialogs?: ReactNode;
  /** After the form: dialogs with a form of their own (the address editor), so nothing of theirs reaches this form. */
  after?: ReactNode;
}

/**
 * An order form (the waybill's, the transhipment order's): its sections, the quote beside them, and on a
 * phone the summary bar at the bottom with the total and the submit (the summary then keeps its notes only).
 * Every submit button is this one form's: one way to send it.
 */
export function OrderFormFrame({ labelledBy, onSubmit, summary, children, dialogs, after }: OrderFormFrameProps) {
  const narrow = useNarrow();
  return (
    <>
      <form className={narrow ? local.withBar : undefined} onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
        <div className={styles.layout}>
          <div className={styles.main}>{children}</div>
          <QuoteSummary {...summary} compact={narrow} />
        </div>
        {narrow ? <SummaryBar {...summary} /> : null}
        {dialogs}
      </form>
      {after}
    </>
  );
}
