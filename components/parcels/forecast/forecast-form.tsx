'use client';

import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { forecastParcels, type ForecastResult } from '@/lib/api/parcels';
import { showInfoToast } from '@/lib/api/feedback';
import { failureMessage } from '@/lib/api/failure-message';
import { PARCELS_PER_FORECAST } from '@/lib/contract/parcel-rules';
import { useRouter } from '@/lib/i18n/navigation';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PlainButton } from '@/components/ui/form/plain-button';
import { PlainForm } from '@/components/ui/form/plain-form';
import { findOwnForecasts } from './already-forecast';
import { clientProblems, mapForecastErrors, refusedTrackingNumbers, type ForecastProblem } from './forecast-errors';
import type { ForecastOptions } from './forecast-options';
import type { ForecastT } from './forecast-rules';
import { ForecastDone } from './forecast-done';
import { emptyParcel, forecastRequestOf, incompleteDeclarations, type ForecastFormValues } from './forecast-values';
import { DECLARED_NAMES_LIST } from './goods-lines';
import { ParcelCard } from './parcel-card';
import { useForecastDraft } from './use-forecast-draft';
import { useForecastForm } from './use-forecast-form';
import styles from './forecast.module.css';

interface ForecastFormProps {
  options: ForecastOptions;
  /** Opened from the user centre (?from=user-center): go back there after a successful submit. */
  returnToUserCenter: boolean;
}

/** Several parcel cards submitted together (all or nothing); the draft survives a reload. A plain form (no antd). */
export function ForecastForm({ options, returnToUserCenter }: ForecastFormProps) {
  const t = useTranslations('forecast');
  const te = useTranslations('errors');
  const tv = useTranslations('validation');
  const router = useRouter();
  const defaults = useMemo(
    () => ({
      warehouseId: (options.warehouses.find((w) => w.isDefault) ?? options.warehouses[0])?.warehouseId,
      currency: options.currencyCode,
    }),
    [options],
  );
  const initialValues = (): ForecastFormValues => ({ parcels: [emptyParcel(defaults)] });
  const declaredNameIds = useMemo(() => new Map(options.declaredNames.map((entry) => [entry.name, entry.id])), [options]);
  const form = useForecastForm(initialValues, t as ForecastT);
  const draft = useForecastDraft(
    form,
    options.warehouses.map((w) => w.warehouseId),
    defaults,
  );
  const { schedule } = draft;
  // Each change by the member saves the draft a moment later (a restored draft or a reset is no change).
  useEffect(() => {
    if (form.changes) schedule();
  }, [form.changes, schedule]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [existing, setExisting] = useState<ReadonlyMap<number, string>>(new Map());
  const [result, setResult] = useState<ForecastResult | null>(null);

  const describe = (problems: ForecastProblem[]) =>
    [
      ...new Set(
        problems.map((p) =>
          p.parcel === null
            ? p.message
            : t('problem', {
                parcel: p.parcel + 1,
                field: p.field ? t(`field.${p.field}`) : '-',
                message: p.message,
              }),
        ),
      ),
    ].join('; ');

  async function send(values: ForecastFormValues) {
    setSaving(true);
    setError(null);
    setExisting(new Map());
    const request = forecastRequestOf(values, declaredNameIds);
    try {
      const done = await forecastParcels(request);
      draft.discard();
      form.replace(initialValues());
      if (returnToUserCenter) {
        showInfoToast(t('doneToast', { count: done.items.length }), 3000);
        router.push('/user/user-center');
        return;
      }
      setResult(done);
    } catch (failure) {
      const mapped = mapForecastErrors(failure);
      form.setFieldErrors(mapped.fields);
      setError(mapped.problems.length ? describe(mapped.problems) : failureMessage(failure, { network: te('requestMsg'), fallback: te('submitFailed') }));
      const refused = refusedTrackingNumbers(
        mapped,
        request.parcels.map((p) => p.trackingNumber),
      );
      if (refused.length) setExisting(await findOwnForecasts(refused));
    } finally {
      setSaving(false);
    }
  }

  function submit() {
    const { values, errorFields } = form.validate();
    if (!errorFields.length) {
      void send(values);
      return;
    }
    const incomplete = incompleteDeclarations(values);
    const problems = clientProblems(errorFields, incomplete);
    const named = incomplete.map((i) => tv('declaredItemIncomplete', { parcel: i + 1 }));
    setError([...named, describe(problems)].filter(Boolean).join('; '));
  }

  const clearDraft = () => {
    draft.discard();
    form.replace(initialValues());
    setError(null);
  };
  const removeCard = (index: number) => {
    form.removeCard(index);
    setExisting(new Map());
  };

  if (result) return <ForecastDone result={result} onMore={() => setResult(null)} />;

  const cards = form.values.parcels;
  return (
    <PlainForm formRef={form.formRef} name="forecast" disabled={saving} onSubmit={submit}>
      {draft.restored ? (
        <p className={styles.draftNote} role="status">
          {t('draftRestored')}{' '}
          <PlainButton variant="link" size="small" onClick={clearDraft} disabled={saving}>
            {t('clearDraft')}
          </PlainButton>
        </p>
      ) : null}
      <FormAlert error={error} />
      {cards.map((_, index) => (
        <ParcelCard
          key={form.keys[index]?.card ?? index}
          form={form}
          name={index}
          options={options}
          alreadyForecast={existing.get(index) ?? null}
          disabled={saving}
          onRemove={cards.length > 1 ? () => removeCard(index) : null}
        />
      ))}
      <datalist id={DECLARED_NAMES_LIST}>
        {options.declaredNames.map((entry) => (
          <option key={entry.id} value={entry.name} />
        ))}
      </datalist>
      <div className={styles.actions}>
        <PlainButton onClick={() => form.addCard(emptyParcel(defaults))} disabled={saving || cards.length >= PARCELS_PER_FORECAST}>
          {t('addParcel')}
        </PlainButton>
        <PlainButton variant="primary" type="submit" loading={saving} disabled={saving}>
          {t('submit', { count: cards.length })}
        </PlainButton>
        {!draft.restored ? (
          <PlainButton variant="link" onClick={clearDraft} disabled={saving}>
            {t('clearDraft')}
          </PlainButton>
        ) : null}
      </div>
      <p className={styles.hint}>{t('limitHint', { max: PARCELS_PER_FORECAST })}</p>
    </PlainForm>
  );
}
