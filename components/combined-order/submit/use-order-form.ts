'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CombinedOrderDraft } from '@/lib/api/combined-order';
import { PaymentTiming } from '@/lib/contract/enums';
import { useRouter, type Href } from '@/lib/i18n/navigation';
import type { FormMessage } from './quote-summary';
import { adjustChoices, customsIdProblem, type Choices } from './submit-values';
import type { DraftState } from './use-combined-order-draft';
import type { SubmitOutcome } from './use-submit-combined-order';
import type { WaybillSectionsProps } from './waybill-sections';

/** Whether the tenant takes the money with the order (PayFirstAndPack, also while no draft says). */
export const paysNow = (draft: Pick<CombinedOrderDraft, 'paymentTiming'> | null | undefined) =>
  (draft?.paymentTiming ?? PaymentTiming.PayFirstAndPack) === PaymentTiming.PayFirstAndPack;

type SectionsState = Pick<WaybillSectionsProps, 'choices' | 'onChoose' | 'customs' | 'remark' | 'symbol' | 'errors' | 'clearError' | 'disabled'>;

/**
 * What the waybill sections (WaybillSections and each form's wrapper of it) take from an order form's state: the
 * choices and how to change them (useOrderForm), the field messages, the customs ID and remark fields
 * (useCustomsAndRemark), the currency symbol, and `locked` (sending or sent) to disable them.
 */
export function sectionsStateOf({
  form,
  choices,
  fields,
  symbol,
  locked,
}: {
  form: { choose: WaybillSectionsProps['onChoose']; errors: WaybillSectionsProps['errors']; clearError: WaybillSectionsProps['clearError'] };
  choices: Choices;
  fields: Pick<WaybillSectionsProps, 'customs' | 'remark'>;
  symbol: string;
  locked: boolean;
}): SectionsState {
  return {
    choices,
    onChoose: form.choose,
    customs: fields.customs,
    remark: fields.remark,
    symbol,
    errors: form.errors,
    clearError: form.clearError,
    disabled: locked,
  };
}

/** The summary's figures and state (QuoteSummary's props but the symbol, the timing and the texts), alike in both forms. */
export function summaryOf<D extends CombinedOrderDraft>(
  draftState: DraftState<D>,
  submitting: { sending: boolean; done: boolean },
  message: FormMessage | null,
) {
  return { quote: draftState.draft?.quote ?? null, loading: draftState.loading, error: draftState.error, ...submitting, message };
}

/** A draft whose quote is the one a submit is charged. */
export type QuotedDraft<D extends CombinedOrderDraft> = D & { quote: NonNullable<D['quote']> };

/**
 * What the waybill form and the transhipment order form share around their choices and their submit: the
 * field messages and the message above the button; the choices a new draft no longer allows dropped; the
 * checks before sending (the fields, then a quote for the current choices); what came back (QUOTE_CHANGED
 * asks for the draft again, a failure shows its messages); a new order the wallet could not pay opens the
 * unpaid dialog. `F`: the form's fields that take a message.
 */
export function useOrderForm<F extends string, D extends CombinedOrderDraft>(
  draftState: DraftState<D>,
  choices: Choices,
  setChoices: (update: Choices | ((current: Choices) => Choices)) => void,
) {
  const tw = useTranslations('combinedOrderSubmit');
  const router = useRouter();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [unpaid, setUnpaid] = useState<{ id: string; shortfall: number } | null>(null);

  // A new draft for these choices may rule some out (a method that cannot carry, a coupon no longer usable).
  const [seen, setSeen] = useState<D | null>(null);
  if (draftState.draft && draftState.draft !== seen && draftState.fresh) {
    setSeen(draftState.draft);
    const adjusted = adjustChoices(choices, draftState.draft);
    if (adjusted !== choices) setChoices(adjusted);
  }

  /** What is wrong with a customs ID for the destination's `rule` (no rule: nothing). */
  const customsMessage = (rule: CombinedOrderDraft['customsId'], value: string) => {
    const problem = rule ? customsIdProblem(rule.country, value) : null;
    return problem ? tw(`customs.${problem}`, { example: rule?.example ?? '' }) : undefined;
  };
  const clearError = (field: F) => setErrors((all) => (all[field] ? { ...all, [field]: undefined } : all));
  /** A field changed: its message and the one above the button go. */
  const changed = (field: F) => {
    clearError(field);
    setMessage(null);
  };
  function choose<K extends keyof Choices & F>(field: K, value: Choices[K]) {
    setChoices((current) => ({ ...current, [field]: value }));
    changed(field);
  }

  /** The draft to send with, or null when a field is wrong (`problems`) or `draft` is not quoted for the current choices (both said). */
  function quoted(problems: Partial<Record<F, string>>, draft: D | null): QuotedDraft<D> | null {
    if (Object.values(problems).some(Boolean)) {
      setErrors(problems);
      setMessage({ text: tw('submit.checkFields'), tone: 'error' });
      return null;
    }
    if (!draftState.fresh || !draft?.quote) {
      setMessage({ text: draftState.error ?? tw('submit.waitForQuote'), tone: 'error' });
      return null;
    }
    setMessage(null);
    return draft as QuotedDraft<D>;
  }

  /** Shows what a submit came to; `done` takes a success, `refused` may take a failure first (true: handled). */
  function settle<R>(outcome: SubmitOutcome<R, F> | null, done: (result: R) => void, refused?: (error: unknown) => boolean) {
    if (!outcome) return;
    if (outcome.kind === 'quoteChanged') {
      draftState.refresh();
      setMessage({ text: tw('submit.quoteChanged'), tone: 'warning' });
    } else if (outcome.kind === 'failed') {
      if (refused?.(outcome.error)) return;
      setErrors(outcome.fields);
      setMessage({ text: outcome.message || tw('submit.checkFields'), tone: 'error' });
    } else {
      done(outcome.result);
    }
  }

  /** A new order: the unpaid dialog when the wallet was short of what it asks for now, else on to `next`. */
  function placed(id: string, { payment, shortfall }: { payment: string; shortfall: number | null }, next: Href) {
    if (payment === 'unpaid' && shortfall !== null && shortfall > 0) setUnpaid({ id, shortfall });
    else router.replace(next);
  }

  return { errors, setErrors, message, unpaid, customsMessage, clearError, changed, choose, quoted, settle, placed };
}
