import type { WaybillDetail } from '@/lib/api/combined-order';
import { DateTime } from '@/components/funds/records/date-time';
import type { WaybillsT } from '../labels';
import { waybillSteps, type StepState } from './waybill-steps';
import styles from './detail.module.css';

const MARKS: Record<StepState, string> = { done: '✓', current: '●', todo: '○', canceled: '✕' };

/** The waybill's progress (./waybill-steps.ts) as an ordered list: each step says whether it is done, current or to come. */
export function StatusSteps({ t, waybill }: { t: WaybillsT; waybill: WaybillDetail }) {
  const steps = waybillSteps(waybill);
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
