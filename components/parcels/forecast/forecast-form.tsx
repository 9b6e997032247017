'use client';

import { useMemo, useState } from 'react';
import { Form } from 'antd';
import '@/components/providers/antd/form.css';
import { useTranslations } from 'next-intl';
import { forecastParcels, type ForecastResult } from '@/lib/api/parcels';
import { showInfoToast } from '@/lib/api/feedback';
import { failureMessage } from '@/lib/api/failure-message';
import { PARCELS_PER_FORECAST } from '@/lib/contract/parcel-rules';
import { useRouter } from '@/lib/i18n/navigation';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PlainButton } from '@/components/ui/form/plain-button';
import { findOwnForecasts } from './already-forecast';
import { clientProblems, mapForecastErrors, refusedTrackingNumbers, type ForecastProblem } from './forecast-errors';
import type { ForecastOptions } from './forecast-options';
import { ForecastDone } from './forecast-done';
import { emptyParcel, forecastRequestOf, incompleteDeclarations, type ForecastFormValues } from './forecast-values';
import { ParcelCard } from './parcel-card';
import { useForecastDraft } from './use-forecast-draft';
import styles from './forecast.module.css';

type FinishFailed = { errorFields: { name: (string | number)[]; errors: string[] }[] };

interface ForecastFormProps {
  options: ForecastOptions;
  /** Opened from the user centre (?from=user-center): go back there after a successful submit. */
  returnToUserCenter: boolean;
}

/** Several parcel cards submitted together (all or nothing); the draft survives a reload. */
export function ForecastForm({ options, returnToUserCenter }: ForecastFormProps) {
  const t = useTranslations('forecast');
  const te = useTranslations('errors');
  const tv = useTranslations('validation');
  const router = useRouter();
  const [form] = Form.useForm<ForecastFormValues>();
  const defaults = useMemo(
    () => ({
      warehouseId: (options.warehouses.find((w) => w.isDefault) ?? options.warehouses[0])?.warehouseId,
      currency: options.currencyCode,
    }),
    [options],
  );
  const initialValues = useMemo(() => ({ parcels: [emptyParcel(defaults)] }), [defaults]);
  const declaredNameIds = useMemo(() => new Map(options.declaredNames.map((entry) => [entry.name, entry.id])), [options]);
  const draft = useForecastDraft(
    form,
    options.warehouses.map((w) => w.warehouseId),
    defaults,
  );
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

  async function handleFinish(values: ForecastFormValues) {
    setSaving(true);
    setError(null);
    setExisting(new Map());
    const request = forecastRequestOf(values, declaredNameIds);
    try {
      const done = await forecastParcels(request);
      draft.discard();
      form.resetFields();
      if (returnToUserCenter) {
        showInfoToast(t('doneToast', { count: done.items.length }), 3000);
        router.push('/user/user-center');
        return;
      }
      setResult(done);
    } catch (failure) {
      const mapped = mapForecastErrors(failure);
      form.setFields(mapped.fields as Parameters<typeof form.setFields>[0]);
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

  function handleFinishFailed({ errorFields }: FinishFailed) {
    const incomplete = incompleteDeclarations(form.getFieldsValue(true) as ForecastFormValues);
    const problems = clientProblems(errorFields, incomplete);
    const named = incomplete.map((i) => tv('declaredItemIncomplete', { parcel: i + 1 }));
    setError([...named, describe(problems)].filter(Boolean).join('; '));
  }

  const clearDraft = () => {
    draft.discard();
    form.resetFields();
    setError(null);
  };
  const removeCard = (remove: (index: number) => void, index: number) => {
    remove(index);
    setExisting(new Map());
    draft.schedule();
  };

  if (result) return <ForecastDone result={result} onMore={() => setResult(null)} />;

  return (
    <Form<ForecastFormValues>
      form={form}
      name="forecast"
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onValuesChange={draft.schedule}
      onFinish={handleFinish}
      onFinishFailed={handleFinishFailed}
      disabled={saving}
      scrollToFirstError
    >
      {draft.restored ? (
        <p className={styles.draftNote} role="status">
          {t('draftRestored')}{' '}
          <PlainButton variant="link" size="small" onClick={clearDraft} disabled={saving}>
            {t('clearDraft')}
          </PlainButton>
        </p>
      ) : null}
      <FormAlert error={error} />
      <Form.List name="parcels">
        {(cards, { add, remove }) => (
          <>
            {cards.map((card) => (
              <ParcelCard
                key={card.key}
                form={form}
                name={card.name}
                options={options}
                alreadyForecast={existing.get(card.name) ?? null}
                disabled={saving}
                onRemove={cards.length > 1 ? () => removeCard(remove, card.name) : null}
              />
            ))}
            <div className={styles.actions}>
              <PlainButton
                onClick={() => {
                  add(emptyParcel(defaults));
                  draft.schedule();
                }}
                disabled={saving || cards.length >= PARCELS_PER_FORECAST}
              >
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
          </>
        )}
      </Form.List>
    </Form>
  );
}
