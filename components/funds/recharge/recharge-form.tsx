'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { PaymentMethodInfo } from '@/lib/api/funds';
import { ChoiceGroup } from '@/components/ui/form/choice-group';
import { PlainButton } from '@/components/ui/form/plain-button';
import { AMOUNT_INPUT_ID, AmountField } from './amount-field';
import { amountProblem, amountValue } from './amount-rules';
import { defaultCurrency, defaultMethod } from './defaults';
import { currencySymbol } from './fee-rule';
import { MethodChoice } from './method-choice';
import { PaySummary, PreviewPanel } from './preview-panel';
import { useCreateTopup } from './use-create-topup';
import { previewKey, useTopupPreview } from './use-topup-preview';
import styles from './recharge.module.css';

export interface RechargeFormProps {
  /** The enabled methods, in the server's order (at least one). */
  methods: PaymentMethodInfo[];
  base: { code: string; symbol: string };
  /** `?amount=` (validated): the shortfall of a payment. */
  initialAmount: string;
  /** `?returnTo=` (same-site, checked): kept for the top-up page once the top-up exists. */
  returnTo: string | null;
  /** Debounce of the live figures (tests shorten it). */
  previewDelayMs?: number;
}

/** /user/recharge: method, pay currency and amount; the live figures; then on to pay. */
export function RechargeForm({ methods, base, initialAmount, returnTo, previewDelayMs }: RechargeFormProps) {
  const t = useTranslations('recharge');
  const te = useTranslations('errors');
  const [methodId, setMethodId] = useState(() => defaultMethod(methods, base.code).method);
  const method = methods.find((m) => m.method === methodId) ?? methods[0];
  const [chosenCurrency, setCurrency] = useState(() => defaultCurrency(method, base.code));
  const currency = method.currencies.some((c) => c.currency === chosenCurrency) ? chosenCurrency : defaultCurrency(method, base.code);
  const [amount, setAmount] = useState(initialAmount);
  const [touched, setTouched] = useState(initialAmount !== '');
  const [serverAmountError, setServerAmountError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'notice' } | null>(null);

  const range = { min: method.minAmount, max: method.maxAmount };
  const problem = amountProblem(amount, range);
  const input = problem === null && currency ? { method: method.method, currency, amount: amountValue(amount) } : null;
  const preview = useTopupPreview(input, previewDelayMs);
  const { submit, sending } = useCreateTopup(returnTo);

  const changed = () => {
    setServerAmountError(null);
    setMessage(null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (!input) {
      document.getElementById(AMOUNT_INPUT_ID)?.focus();
      return;
    }
    const state = preview.state;
    if (state.status !== 'ready' || state.inputKey !== previewKey(input)) {
      setMessage({ text: state.status === 'failed' ? state.message : t('waitForPreview'), tone: 'error' });
      return;
    }
    setMessage(null);
    const result = await submit({ ...input, quoteId: state.quote.quoteId });
    if (!result) return;
    setServerAmountError(result.amountError);
    if (result.rateChanged) preview.refresh();
    if (result.error) setMessage({ text: result.error, tone: result.rateChanged ? 'notice' : 'error' });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="recharge-title">
      <MethodChoice
        methods={methods}
        value={method.method}
        disabled={sending}
        onChange={(next) => {
          setMethodId(next);
          changed();
        }}
      />
      {method.currencies.length ? (
        <fieldset className={styles.fieldset} disabled={sending}>
          <legend className={styles.legend}>{t('currencyLegend')}</legend>
          <ChoiceGroup
            type="radio"
            id="recharge-currency"
            label={t('currencyLegend')}
            value={currency}
            onChange={(next) => {
              setCurrency(String(next));
              changed();
            }}
            options={method.currencies.map((c) => ({ value: c.currency, label: `${c.currency} (${c.symbol.trim()})` }))}
          />
        </fieldset>
      ) : (
        <p role="alert" className={styles.formError}>
          {te('currencyConfigProblem')}
        </p>
      )}
      <AmountField
        value={amount}
        onChange={(next) => {
          setAmount(next);
          setTouched(true);
          changed();
        }}
        problem={touched ? problem : null}
        serverError={serverAmountError}
        range={range}
        currency={base}
        disabled={sending}
      />
      <PreviewPanel state={preview.state} base={base} paySymbol={currencySymbol(method, currency)} />
      <PaySummary state={preview.state} method={method} base={base} paySymbol={currencySymbol(method, currency)} />
      {message ? (
        <p role={message.tone === 'error' ? 'alert' : 'status'} className={message.tone === 'error' ? styles.formError : styles.notice}>
          {message.text}
        </p>
      ) : null}
      <div className={styles.actions}>
        <PlainButton type="submit" variant="primary" disabled={sending} loading={sending} className={styles.submit}>
          {t('submit')}
        </PlainButton>
      </div>
    </form>
  );
}
