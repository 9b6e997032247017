'use client';

import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { showInfoToast } from '@/lib/api/feedback';
import { forecastGoods } from '@/lib/api/ship-for-me';
import type { Good } from '@/lib/contract/wire';
import { useRouter } from '@/lib/i18n/navigation';
import { useKeyedSubmit } from '@/components/combined-order/submit/use-submit-combined-order';
import { CheckboxChoice } from '@/components/ui/form/choice-group';
import form from '@/components/ui/form/order-form.module.css';
import { ForecastPackages } from './forecast-packages';
import { hasPackageMessages, packageProblems, type PackageField, type PackageMessages } from './order-values';
import { GoodsNotReady, SendFormFoot } from './send-form-foot';
import { forecastFailure, forecastRequestOf, initialPackages, moveGood, notReadyTitles } from './send-values';
import { defaultWarehouseId, SendWarehouse, type WarehouseOption } from './send-warehouse';

export const PARCELS_PATH = '/user/tranship-list';

interface ForecastStepProps {
  /** The chosen goods still in the cart. */
  goods: Good[];
  warehouses: WarehouseOption[];
  carriers: { code: string; name: string }[];
}

/**
 * step=forecast: the chosen goods as packages (one per shop; a good may move), each with the shop's
 * tracking number and carrier, one warehouse and insurance for all; they become parcels in My parcels.
 * One Idempotency-Key per attempt (useKeyedSubmit); field messages go to their package.
 */
export function ForecastStep({ goods, warehouses, carriers }: ForecastStepProps) {
  const t = useTranslations('shipForMeCart.send');
  const router = useRouter();
  const byId = useMemo(() => new Map(goods.map((good) => [good.id, good])), [goods]);
  const [packages, setPackages] = useState(() => initialPackages(goods));
  const [warehouseId, setWarehouseId] = useState(() => defaultWarehouseId(warehouses));
  const [isInsurance, setInsurance] = useState(false);
  const [errors, setErrors] = useState<PackageMessages>([]);
  const [warehouseError, setWarehouseError] = useState<string | null>(null);
  const [alert, setAlert] = useState<ReactNode>(null);
  const { submit, sending, done } = useKeyedSubmit(forecastGoods, []);
  const locked = sending || done;

  function change(index: number, field: PackageField, value: string) {
    setPackages((current) => current.map((one, at) => (at === index ? { ...one, [field]: value } : one)));
    setErrors((current) => current.map((one, at) => (at === index ? { ...one, [field]: undefined } : one)));
  }

  function move(good: Good, to: number | 'new') {
    setPackages((current) => moveGood(current, good, to));
    setErrors([]);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    const check = packageProblems(packages);
    const local = check.problems.map((found) => Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key as 'trackingRequired')])));
    setErrors(local);
    setWarehouseError(warehouseId ? null : t('warehouseRequired'));
    if (check.any || !warehouseId) {
      setAlert(t('fixFields'));
      return;
    }
    setAlert(null);
    const outcome = await submit(forecastRequestOf(warehouseId, isInsurance, packages));
    if (!outcome) return;
    if (outcome.kind === 'done') {
      showInfoToast(t('forecastDone', { count: outcome.result.items.length }), 5000);
      router.push(PARCELS_PATH);
      return;
    }
    if (outcome.kind !== 'failed') return;
    const titles = notReadyTitles(outcome.error);
    if (titles !== null) {
      setAlert(<GoodsNotReady titles={titles} />);
      return;
    }
    const failure = forecastFailure(outcome.error, packages, (id) => byId.get(id)?.title ?? id);
    setErrors(failure.packages);
    setWarehouseError(failure.warehouseId);
    const onFields = hasPackageMessages(failure.packages) || failure.warehouseId !== null;
    setAlert(failure.other.length ? failure.other.join(' ') : onFields ? t('fixFields') : outcome.message);
  }

  return (
    <form className={form.main} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('forecastTitle')}>
      <p className={form.hint}>{t('forecastIntro')}</p>
      <ForecastPackages packages={packages} goods={byId} carriers={carriers} onChange={change} onMove={move} errors={errors} disabled={locked} />
      <SendWarehouse
        warehouses={warehouses}
        value={warehouseId}
        onChange={setWarehouseId}
        hint={t('forecastWarehouseHint')}
        error={warehouseError}
        disabled={locked}
      />
      <div>
        <CheckboxChoice checked={isInsurance} disabled={locked} onChange={(event) => setInsurance(event.target.checked)}>
          {t('insurance')}
        </CheckboxChoice>
        <p className={form.hint}>{t('insuranceHint')}</p>
      </div>
      <SendFormFoot alert={alert} sending={sending} disabled={locked}>
        {t('forecastSubmit', { count: packages.length })}
      </SendFormFoot>
    </form>
  );
}
