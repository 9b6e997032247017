'use client';

import { useTranslations } from 'next-intl';
import type { ServiceOption } from '@/lib/api/combined-order';
import { Money } from '@/components/ui/money';
import { FormSection } from './form-section';
import styles from '@/components/ui/form/order-form.module.css';

interface ServicesSectionProps {
  services: ServiceOption[];
  value: readonly string[];
  onChange(ids: string[]): void;
  symbol: string;
  error?: string;
  disabled: boolean;
}

/** Extra services of the waybill with what each costs on it; insurance says what it covers. */
export function ServicesSection({ services, value, onChange, symbol, error, disabled }: ServicesSectionProps) {
  const t = useTranslations('combinedOrderSubmit.services');
  const toggle = (id: string, checked: boolean) => {
    const next = checked ? [...value, id] : value.filter((one) => one !== id);
    // Keep the order of the options.
    onChange(services.map((service) => service.id).filter((one) => next.includes(one)));
  };
  return (
    <FormSection field="serviceIds" title={t('title')} error={error} disabled={disabled}>
      {services.length ? (
        <ul className={styles.options}>
          {services.map((service) => {
            const noteId = `service-${service.id}-note`;
            // Insurance has one wording of its cover (the catalog's): the operator's description would say it twice.
            const note = service.isInsurance ? t('insuranceNote') : service.description;
            return (
              <li key={service.id}>
                <label className={styles.option} data-testid="service-option">
                  <input
                    type="checkbox"
                    className={styles.mark}
                    checked={value.includes(service.id)}
                    aria-describedby={note ? noteId : undefined}
                    onChange={(event) => toggle(service.id, event.target.checked)}
                  />
                  <span className={styles.optionMain}>
                    <strong>{service.name}</strong>
                    {service.priceType === 'PERCENT' && service.rate !== null ? (
                      <span className={styles.muted}>{t('percent', { rate: service.rate })}</span>
                    ) : null}
                    {note ? (
                      <span id={noteId} className={styles.muted}>
                        {note}
                      </span>
                    ) : null}
                  </span>
                  <span className={styles.optionSide}>
                    <Money value={service.price} symbol={symbol} className={styles.price} />
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.muted}>{t('none')}</p>
      )}
    </FormSection>
  );
}
