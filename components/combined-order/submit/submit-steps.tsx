import type { useTranslations } from 'next-intl';
import styles from '@/components/ui/form/order-form.module.css';

export type SubmitT = ReturnType<typeof useTranslations<'combinedOrderSubmit'>>;

const STEPS = ['parcels', 'delivery', 'done'] as const;

/** 1 Parcels, 2 Delivery and payment, 3 Done: where the customer is (antd Steps' look, plain markup). */
export function SubmitSteps({ current, t }: { current: 0 | 1 | 2; t: SubmitT }) {
  return (
    <ol className={styles.steps} aria-label={t('steps.label')}>
      {STEPS.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <li key={step} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={styles.stepMark} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span>{t(`steps.${step}`)}</span>
            {state === 'done' ? <span className="sr-only"> ({t('steps.stepDone')})</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
