import type { CombinedOrderDetail } from '@/lib/api/combined-order';
import { DateTime } from '@/components/ui/date-time';
import type { CombinedOrdersT } from '../labels';
import { combinedOrderSteps, type StepState } from './combined-order-steps';
import styles from './detail.module.css';

const MARKS: Record<StepState, string> = { done: '✓', current: '●', todo: '○', canceled: '✕' };

/** One step as drawn: its key, its state, when it happened, and its words (name and state for screen readers). */
export interface DrawnStep {
  key: string;
  state: StepState;
  at: string | null;
  name: string;
  stateName: string;
}

/** An order's progress as an ordered list: each step says whether it is done, current or to come (waybills and transhipment orders). */
export function StepList({ label, steps }: { label: string; steps: DrawnStep[] }) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map((step) => (
        <li
          key={step.key}
          className={`${styles.step} ${styles[step.state]}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
          data-step={step.key}
          data-state={step.state}
        >
          <span className={styles.mark} aria-hidden>
            {MARKS[step.state]}
          </span>
          <span className={styles.stepText}>
            <span className={styles.stepName}>{step.name}</span>
            {step.state !== 'canceled' ? <span className="sr-only"> ({step.stateName})</span> : null}
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

/** The waybill's progress (./combined-order-steps.ts). */
export function StatusSteps({ t, combinedOrder }: { t: CombinedOrdersT; combinedOrder: CombinedOrderDetail }) {
  const steps = combinedOrderSteps(combinedOrder).map((step) => ({
    ...step,
    name: t(`detail.steps.${step.key}`),
    stateName: step.state === 'canceled' ? '' : t(`detail.steps.${step.state}`),
  }));
  return <StepList label={t('detail.steps.label')} steps={steps} />;
}
