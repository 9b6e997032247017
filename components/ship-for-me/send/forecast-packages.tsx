'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { OTHER_CARRIER } from '@/lib/contract/parcel-rules';
import type { Good } from '@/lib/contract/wire';
import { GoodSummary } from '@/components/ship-for-me/good/good-summary';
import form from '@/components/ui/form/order-form.module.css';
import type { PackageField, PackageMessages } from './order-values';
import type { ForecastPackage } from './send-values';
import styles from './send.module.css';

export interface ForecastPackagesProps {
  packages: ForecastPackage[];
  goods: ReadonlyMap<string, Good>;
  carriers: { code: string; name: string }[];
  onChange(index: number, field: PackageField, value: string): void;
  /** Moves a good to the package at an index, or to one of its own. */
  onMove(good: Good, to: number | 'new'): void;
  /** Per package and field, the message to show. */
  errors: PackageMessages;
  disabled: boolean;
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className={form.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The packages of a forecast, one shop shipment each: its goods (each can move to another package), the
 * shop's tracking number and the carrier (the parcel forecast's list of inbound carriers, or "other" with a name).
 */
export function ForecastPackages({ packages, goods, carriers, onChange, onMove, errors, disabled }: ForecastPackagesProps) {
  const t = useTranslations('shipForMeCart.send');
  const ts = useTranslations('shipForMe');
  return (
    <div className={styles.packages}>
      {packages.map((one, index) => {
        const id = `forecast-package-${index}`;
        const problems = errors[index] ?? {};
        const invalid = (field: PackageField) => (problems[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {});
        return (
          <section key={one.key} className={styles.package} aria-labelledby={`${id}-title`} data-testid="forecast-package">
            <h2 id={`${id}-title`} className={form.legend}>
              {t('packageTitle', { n: index + 1, shop: one.shop || ts('noShop') })}
            </h2>
            <ul className={styles.goods}>
              {one.goodsIds.map((goodId) => {
                const good = goods.get(goodId);
                if (!good) return null;
                const title = good.title.trim() || good.url;
                return (
                  <li key={goodId} className={styles.good}>
                    <GoodSummary good={good} picture={48} />
                    {packages.length > 1 || one.goodsIds.length > 1 ? (
                      <label className={styles.move}>
                        <span>{t('moveTo')}</span>
                        <select
                          className={form.input}
                          value={index}
                          disabled={disabled}
                          aria-label={t('moveLabel', { title })}
                          onChange={(event) => onMove(good, event.target.value === 'new' ? 'new' : Number(event.target.value))}
                        >
                          {packages.map((other, at) => (
                            <option key={other.key} value={at}>
                              {t('packageOption', { n: at + 1 })}
                            </option>
                          ))}
                          {one.goodsIds.length > 1 ? <option value="new">{t('newPackage')}</option> : null}
                        </select>
                      </label>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            <div className={styles.fields}>
              <Field id={`${id}-trackingNumber`} label={t('trackingNumber')} error={problems.trackingNumber}>
                <input
                  id={`${id}-trackingNumber`}
                  className={`${form.input} ${styles.control}`}
                  value={one.trackingNumber}
                  maxLength={40}
                  autoComplete="off"
                  spellCheck={false}
                  required
                  disabled={disabled}
                  onChange={(event) => onChange(index, 'trackingNumber', event.target.value)}
                  {...invalid('trackingNumber')}
                />
              </Field>
              <Field id={`${id}-carrierCode`} label={t('carrier')} error={problems.carrierCode}>
                <select
                  id={`${id}-carrierCode`}
                  className={`${form.input} ${styles.control}`}
                  value={one.carrierCode}
                  required
                  disabled={disabled}
                  onChange={(event) => onChange(index, 'carrierCode', event.target.value)}
                  {...invalid('carrierCode')}
                >
                  <option value="">{t('carrierPlaceholder')}</option>
                  {carriers.map((carrier) => (
                    <option key={carrier.code} value={carrier.code}>
                      {carrier.name}
                    </option>
                  ))}
                  <option value={OTHER_CARRIER}>{t('otherCarrier')}</option>
                </select>
              </Field>
              {one.carrierCode === OTHER_CARRIER ? (
                <Field id={`${id}-carrierName`} label={t('carrierName')} error={problems.carrierName}>
                  <input
                    id={`${id}-carrierName`}
                    className={`${form.input} ${styles.control}`}
                    value={one.carrierName}
                    maxLength={64}
                    required
                    disabled={disabled}
                    onChange={(event) => onChange(index, 'carrierName', event.target.value)}
                    {...invalid('carrierName')}
                  />
                </Field>
              ) : null}
            </div>
          </section>
        );
      })}
    </div>
  );
}
