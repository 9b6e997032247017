import { Fragment } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import type { FeeCalculation, FeeQuote } from '@/lib/contract/wire';
import { explainWeight, formatKg, type FeeFormValues } from '@/lib/content/fee-form';
import { formatMoney } from '@/lib/format/display';
import { Money } from '@/components/ui/money';
import styles from './shipping.module.css';

interface FeeResultsProps {
  result: FeeCalculation;
  values: FeeFormValues;
  symbol: string;
}

async function Quote({ quote, values, symbol }: { quote: FeeQuote; values: FeeFormValues; symbol: string }) {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'calculator' });
  const money = (n: number) => formatMoney(n, symbol);
  const w = explainWeight(quote, values);
  return (
    <li className={styles.quote} data-method-id={quote.methodId}>
      <div className={styles.quoteHead}>
        <h3 className={styles.quoteName}>
          {quote.name} <span className={styles.tag}>{quote.methodType.name}</span>
        </h3>
        <p className={styles.total}>
          {t('total')}{' '}
          <strong data-testid="quote-total">
            <Money value={quote.total} symbol={symbol} />
          </strong>{' '}
          <span className={styles.muted}>{quote.currency}</span>
        </p>
      </div>
      <dl className={styles.breakdown}>
        <dt>{t('chargeable')}</dt>
        <dd>
          {t('kg', { value: w.chargeable })} —{' '}
          {w.applied === 'volumetric'
            ? t('appliedVolumetric', { actual: w.actual, volumetric: w.volumetric })
            : t('appliedActual', { actual: w.actual, volumetric: w.volumetric })}
          {w.formula ? <span className={styles.muted}> ({t('formula', { formula: w.formula, value: w.volumetric })})</span> : null}
        </dd>
        <dt>{t('firstWeight')}</dt>
        <dd>{t('firstWeightLine', { weight: formatKg(quote.firstWeight), price: money(quote.firstWeightPrice) })}</dd>
        <dt>{t('additional')}</dt>
        <dd>
          {quote.additionalUnits > 0
            ? t('additionalLine', {
                units: quote.additionalUnits,
                unit: formatKg(quote.additionalUnitWeight),
                price: money(quote.additionalUnitPrice),
                amount: money(quote.additionalPrice),
              })
            : t('noAdditional')}
        </dd>
        {quote.surcharges.map((s) => (
          <Fragment key={s.code}>
            <dt>{s.name}</dt>
            <dd>{s.rate !== null ? t('surchargeRate', { rate: s.rate, amount: money(s.amount) }) : money(s.amount)}</dd>
          </Fragment>
        ))}
        <dt>{t('zone')}</dt>
        <dd>{quote.zone.name}</dd>
        <dt>{t('transit')}</dt>
        <dd>{t('days', { min: quote.transitDays.min, max: quote.transitDays.max })}</dd>
        {quote.restrictions ? (
          <>
            <dt>{t('restrictions')}</dt>
            <dd>{quote.restrictions}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

/** Every available method with its breakdown (cheapest first, as the backend orders them), then the rest with reasons. */
export async function FeeResults({ result, values, symbol }: FeeResultsProps) {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'calculator' });
  return (
    <section aria-labelledby="fee-results" className={styles.results}>
      <h2 id="fee-results" className={styles.sectionTitle} tabIndex={-1}>
        {t('resultsTitle', { count: result.items.length })}
      </h2>
      {result.items.length === 0 ? <p role="status">{t('noMethods')}</p> : null}
      <ul className={styles.quotes}>
        {result.items.map((quote) => (
          <Quote key={quote.methodId} quote={quote} values={values} symbol={symbol} />
        ))}
      </ul>
      {result.unavailable.length ? (
        <>
          <h2 className={styles.sectionTitle}>{t('unavailableTitle')}</h2>
          <ul className={styles.unavailable}>
            {result.unavailable.map((m) => (
              <li key={m.methodId}>
                <strong>{m.name}</strong>: {m.reasons.map((r) => r.message).join('; ')}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
