'use client';

import { useTranslations } from 'next-intl';
import type { PaymentMethodInfo } from '@/lib/api/funds';
import { isAuditedMethod } from '../topup/methods';
import { feeRuleText } from './fee-rule';
import cards from './method-choice.module.css';
import styles from './recharge.module.css';

interface MethodChoiceProps {
  methods: readonly PaymentMethodInfo[];
  value: number;
  onChange: (method: number) => void;
  disabled?: boolean;
}

/** The enabled methods in the server's order, each with its fee rule and how it is credited. */
export function MethodChoice({ methods, value, onChange, disabled }: MethodChoiceProps) {
  const t = useTranslations('recharge');
  const tf = useTranslations('funds');
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{t('methodLegend')}</legend>
      <div className={cards.methods}>
        {methods.map((method) => {
          const id = `recharge-method-${method.method}`;
          const rule = feeRuleText(method);
          return (
            <div key={method.method} className={cards.method} data-checked={method.method === value || undefined}>
              <input
                id={id}
                type="radio"
                name="method"
                className={cards.radio}
                checked={method.method === value}
                onChange={() => onChange(method.method)}
                aria-describedby={`${id}-about`}
              />
              <label htmlFor={id} className={cards.methodName}>
                {tf.has(`method.${method.method}` as 'method.1') ? tf(`method.${method.method}` as 'method.1') : method.name}
              </label>
              <span id={`${id}-about`} className={cards.methodAbout}>
                <span>{rule ? t('feeRule', { rule }) : t('feeNone')}</span>
                <span>{isAuditedMethod(method) ? t('auditedNote') : t('onlineNote')}</span>
              </span>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
