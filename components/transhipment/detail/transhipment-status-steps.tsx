import type { TranshipmentOrderDetail } from '@/lib/api/transhipment-order';
import { DateTime } from '@/components/funds/records/date-time';
import styles from '@/components/waybills/detail/detail.module.css';
import type { TranshipmentT } from '../labels';
import { transhipmentSteps, type TranshipmentStepState } from './transhipment-steps';

const MARKS: Record<TranshipmentStepState, string> = { done: '✓', current: '●', todo: '○', canceled: '✕' };

/**
 * The order's progress (./transhipment-steps.ts) as an ordered list, drawn as the waybill's steps: each step
 * says whether it is done, current or to come; the steps wrap on a phone.
 */
export function TranshipmentStatusSteps({ t, order }: { t: TranshipmentT; order: TranshipmentOrderDetail }) {
  const steps = transhipmentSteps(order);
  return (
    <ol className={styles.steps} aria-label={t('detail.steps.label')}>
      {steps.map((step) => (
        <li key={step.key} className={`${styles.step} ${styles[step.state]}`} aria-current={step.state === 'current' ? 'step' : undefined} data-step={step.key} data-state={step.state}>
          <span className={styles.mark} aria-hidden>
            {MARKS[step.state]}
          </span>
          <span className={styles.stepText}>
            <span className={styles.stepName}>{t(`detail.steps.${step.key}`)}</span>
            {step.state !== 'canceled' ? <span className="sr-only"> ({t(`detail.steps.${step.state}`)})</span> : null}
            {step.at ? (
              <span className={styles.stepTime}>
                <DateTime value={step.at} pattern="YYYY-MM-DD HH:mm" />
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
