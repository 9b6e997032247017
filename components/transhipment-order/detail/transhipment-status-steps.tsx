import type { TranshipmentOrderDetail } from '@/lib/api/transhipment-order';
import { StepList } from '@/components/combined-order/detail/status-steps';
import type { TranshipmentT } from '../labels';
import { transhipmentSteps } from './transhipment-steps';

/** The order's progress (./transhipment-steps.ts), drawn as the waybill's steps; they wrap on a phone. */
export function TranshipmentStatusSteps({ t, order }: { t: TranshipmentT; order: TranshipmentOrderDetail }) {
  const steps = transhipmentSteps(order).map((step) => ({
    ...step,
    name: t(`detail.steps.${step.key}`),
    stateName: step.state === 'canceled' ? '' : t(`detail.steps.${step.state}`),
  }));
  return <StepList label={t('detail.steps.label')} steps={steps} />;
}
